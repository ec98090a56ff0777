import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender

/// The loop's other half: what the model decided, carried out (the window's behaviours, sounds,
/// notices, saves, a relayout), and the overlay the model shows, as a painter.
extension EventLoop {
    /// Carries out one of the model's effects.
    func carryOut(_ effect: ClockEffect, at now: Date) {
        if files.save(effect) { return }
        switch effect {
        case .relayout:
            window.lockAspect(!model.screen.fillsWindow)
            if let content = model.bigDigitsContent(at: now) {
                presenter.relayout(bigDigits: content, lighting: model.lighting(at: now), theme: model.look,
                                   overlayShows: model.overlay.capturesInput)
            } else {
                presenter.relayout(content: model.content(at: now), lighting: model.lighting(at: now), theme: model.look,
                                   overlayShows: model.overlay.capturesInput)
            }
        case .repaintOverlay:
            presenter.overlayChanged()
        case .endAnimation:
            // Nothing to undo: the clock's next picture is repainted from the animation's last
            // like any other.
            break
        case .playSound(let effect):
            soundEffects.play(effect, choices: model.soundChoices)
        case .stopSounds:
            soundEffects.stop()
        case .notify(let notice):
            notifier.send(notice)
        case .withdrawNotice(let tag):
            notifier.withdraw(tag: tag)
        case .startAlarmSound:
            sounder.start(at: now, sound: model.alarmSound)
        case .stopAlarmSound:
            sounder.stop()
        case .alarmRinging(let label):
            control?.alarmRinging(label: label)
        case .setWindowToggle(let toggle, let on):
            window.set(toggle, on: on, enabled: model.window.enabled)
        case .toggleFullscreen:
            window.toggleFullscreen()
        case .beginMove(let root, let button):
            window.beginMove(rootX: Int(root.x), rootY: Int(root.y), button: button)
        case .followPointer(let on):
            followsPointer = on
            window.selectInput(pointerMotion: on, extra: keyboard.extraEventMask)
        case .activateWindow:
            window.activate(enabled: model.window.enabled)
        case .quit:
            quitting = true
        case .saveSettings, .saveState, .saveTimer, .saveAlarms, .saveStopwatch:
            break  // Carried out by `files` above.
        }
    }

    /// The settings panel or menu to paint over the face, while one takes the input.
    func overlayPainter(at now: Date) -> OverlayPainter? {
        model.overlay.capturesInput
            ? OverlayPainter(overlay: model.overlay, instant: model.face.readouts.instant(atWallClock: now),
                             zones: model.face.zones) : nil
    }
}
