import FoundationEssentials

extension ClockModel {
    /// What the face shows at `now` (and `boot`, the boot clock, for the timer and stopwatch), as
    /// one value: `frame(at:)`'s picture, and the rows as read. Pure: two calls for one instant
    /// give one view.
    public func view(at now: Date, boot: Double? = nil) -> ClockView {
        let shown = content(at: now, boot: boot).rows
        let readouts = ReadoutRow.rows(of: face, shown: shown)
        // Spoken from the prop's own words (English month abbreviations), which SpokenTime reads
        // back into a month; the face may show the months in the user's language.
        let spoken = ReadoutRow.rows(of: face, shown: face.propRows(at: now)).map { SpokenTime.row(of: $0, words: words) }
        let slots = shown.indices.filter { shown[$0].readout != nil }
        let countdown = face.movie.mode == .movie ? face.departureCountdown(at: now) : nil
        let due = dueReminderShown(at: now)
        let rows = zip(zip(readouts, slots), spoken).map { pair, spoken in
            let (readout, slot) = pair
            let destination = readout.role == RowRole.destination.name
            // A planned row says so before its time, and its city's state after.
            let said = readout.state.map { words("Planned: %1$s, %2$s.", spoken, $0.label(words)) } ?? spoken + "."
            return RowView(readout: readout, slot: slot, plate: shown[slot].plateName ?? "", shown: shown[slot].readout!, spoken: said,
                           color: rowColor(slot: slot),
                           departure: destination && countdown != nil ? face.movie.departure?.description : nil,
                           departsIn: destination ? countdown?.text : nil,
                           reminder: destination ? due?.text : nil, weekday: shown[slot].yearWord)
        }
        let overlay = overlayView(at: now)
        var view = ClockView(screen: self.shown, frame: frame(at: now, boot: boot), rows: rows, departurePlate: countdown?.plate,
                         nextReminder: nextReminder(after: now).map { UpcomingReminder(at: $0.at, reminder: $0.reminder) },
                         theme: face.display.theme, reading: reading(rows: rows, at: now, boot: boot ?? bootNow),
                         overlay: overlay?.overlay, panel: overlay.flatMap { PanelView.of($0.overlay, instant: $0.instant, zones: $0.zones) },
                         news: announcements.news.current(at: now), plan: planView(at: now), active: window.focused,
                         status: status(at: now, boot: boot))
        if face.replica.mode == .room, !face.plan.isOn {
            view.room = face.replica.room(at: now).text
            view.roomSlot = ReplicaDisplay.roomSlot(rows: shown.count, present: face.presentSlot) ?? 0
        }
        view.timerForward = timers.forward(at: boot ?? bootNow).flatMap { t in timers.ids.firstIndex(of: t.id) }.map { $0 + 1 } ?? 1
        return view
    }

    /// Plan mode as the view tells it; nil while the rows show now.
    private func planView(at now: Date) -> PlanView? {
        guard let plan = face.plannedRows else { return nil }
        let wording = PlanWording(cycle: face.display.hourCycle, words: words)
        return PlanView(instant: plan.instant, line: wording.chatLine(plan, dateOf: face.plan.row), row: face.plan.row,
                        typed: face.plan.typed, note: face.plan.note,
                        repeated: plan.rows.indices.contains(face.plan.row) ? wording.note(plan.rows[face.plan.row]) : nil)
    }

    /// The row colour the user set for `slot`, by its name when it has one.
    private func rowColor(slot: Int) -> String? {
        face.display.colors.map { colors in
            // The B-car wears the top and bottom rows' colours the other way round.
            let c = colors.slots[FilmVariant.colourSlot(slot, variants: face.display.variants)]
            return RowColors.named.first { $0.color == c }?.name ?? c.hexText
        }
    }

    /// The reminder whose day DESTINATION TIME shows now, in movie mode.
    private func dueReminderShown(at now: Date) -> Reminder? {
        guard face.movie.mode == .movie, let due = face.dueReminder(at: now) else { return nil }
        let instant = face.readouts.instant(atWallClock: now)
        return face.shownTrip(at: now).destination == due.destination(onDayOf: instant, in: face.localZone) ? due : nil
    }

    /// The face in sentences: the clock's rows, or the timer's or the stopwatch's reading.
    private func reading(rows: [RowView], at now: Date, boot: Double) -> String {
        switch shown {
        case .clock:
            return rows.map(\.spoken).joined(separator: " ")
        case .timer:
            return SpokenTime.sentence(.timer(.init(timer.state), duration: timer.duration, remaining: timer.remaining(at: boot)),
                                       words: words)
        case .stopwatch:
            let watch = stopwatch.stopwatch
            return SpokenTime.sentence(.stopwatch(state: watch.state.name, elapsed: watch.elapsed(at: boot)), words: words)
        }
    }
}
