import TimeCircuitsCore

/// The time page: the field a date and time is typed into, its message line, and a plate per row
/// with the face's idiom: the exhibition's lamp in the present row's green (it holds PRESENT
/// TIME), the departure's in the destination row's red (it shows on DESTINATION TIME), each lit
/// while it is on, with a × to stop it. The row the field is for is outlined in its colour.
extension OverlayPainter {
    func paintTimePage(on c: Canvas) {
        paintEntryField(layout.alarmField, text: overlay.timeEntry, placeholder: overlay.timePlaceholder, focused: true, on: c)
        paintMessage(in: layout.alarmMessage, on: c)
        for (row, box) in zip(OverlayTimeRow.allCases, layout.timeRows) {
            let on = overlay.isOn(row)
            let tint = Palette.slots[row == .exhibition ? SettingsOverlay.presentRow : SettingsOverlay.destinationRow]
            paintListRow(box.frame, selected: overlay.timeRow == row, lampCenter: box.lamp.center, lit: on, tint: tint, on: c)
            let words = overlay.timeLine(row)
            c.setColor(Palette.labelText, alpha: on ? 1 : 0.8)
            c.text(words.name, in: box.nameLine, capHeight: layout.cityNameTextHeight, bold: true)
            c.setColor(Palette.labelText, alpha: 0.62)
            c.text(words.detail, in: box.detailLine, capHeight: layout.cityDetailTextHeight)
            if on { paintRemoveButton(box.removeButton, on: c) }
        }
        c.setColor(Palette.labelText, alpha: 0.45)
        c.text(overlay.timeNote, in: layout.timeNote, capHeight: layout.cityDetailTextHeight)
    }
}
