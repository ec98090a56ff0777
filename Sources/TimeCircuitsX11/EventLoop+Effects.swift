import FoundationEssentials
import TimeCircuitsCore
import TimeCircuitsRender
import TimeCircuitsServices

/// The loop's other half: what the model decided, carried out (the window's behaviours, sounds,
/// notices, saves, a relayout), and the overlay the model shows, as a painter.
extension EventLoop {
    /// Carries out one of the model's effects.
    func carryOut(_ effect: ClockEffect, at now: Date) {
        if files.save(effect) { return }
        if !effect.staysInWindow { files.writeHeldSaves() }
        switch effect {
        case .relayout(let layout):
            window.lockAspect(layout.aspectLocked)
            switch layout.picture {
            case .bigDigits(let content):
                presenter.relayout(bigDigits: content, lighting: layout.lighting, theme: layout.theme, overlayShows: layout.overlayShows)
            case .clock(let content):
                presenter.relayout(content: content, lighting: layout.lighting, theme: layout.theme, overlayShows: layout.overlayShows)
            case .animation:
                break  // The model lays out rows or big digits; frames are painted, not laid out.
            }
        case .sketch(let picture, let lighting, let theme):
            presenter.sketch(picture, lighting: lighting, theme: theme)
        case .repaintOverlay:
            presenter.overlayChanged()
        case .endAnimation:
            // Nothing to undo: the clock's next picture is repainted from the animation's last
            // like any other.
            break
        case .playSound(let effect, let choices):
            services.soundEffects.play(effect, choices: choices)
        case .playBeep(let edge, let choices):
            services.soundEffects.play(.beep, choices: choices, at: edge)
        case .stopSounds:
            services.soundEffects.stop()
        case .speak(let text, let language):
            send(.spoken(failure: services.speaker.say(text, language: language)))
        case .notify(let notice):
            services.notifier.send(notice)
        case .withdrawNotice(let tag):
            services.notifier.withdraw(tag: tag)
        case .startAlarmSound(let sound):
            services.sounder.start(at: now, sound: sound)
        case .stopAlarmSound:
            services.sounder.stop()
        case .askAlarmService(let action):
            services.alarmLink?.ask(action)
        case .startAlarmService(let way):
            services.alarmLink?.start(way, executable: executable)
        case .alarmRinging(let label):
            services.control?.alarmRinging(label: label)
        case .propEvent(let event):
            services.props?.publish(event, at: now)
        case .setWindowToggle(let toggle, let on, let enabled):
            window.set(toggle, on: on, enabled: enabled)
        case .toggleFullscreen:
            window.toggleFullscreen()
        case .beginMove(let root, let button):
            window.beginMove(rootX: Int(root.x), rootY: Int(root.y), button: button)
        case .followPointer(let on):
            window.selectInput(pointerMotion: on, extra: keyboard.extraEventMask)
        case .activateWindow(let enabled):
            window.activate(enabled: enabled)
        case .statusChanged(let change):
            services.control?.announce(change)
            services.props?.publish(change.homeAssistant, at: now)
            if let presets = change.presets { services.props?.publish(presets, at: now) }
        case .travelCompleted(let mode):
            services.control?.travelCompleted(mode: mode)
        case .zoneWarning(let line):
            NoticeSender.warn(line)
        case .copyToClipboard(let line):
            window.clipboard.own(line)
        case .quit:
            quitting = true
        case .saveSettings, .saveState, .saveTimer, .saveAlarms, .saveStopwatch, .setStartAtLogin:
            break  // Carried out by `files` above.
        }
    }

    /// The settings panel or menu to paint over the face, while one takes the input.
    func overlayPainter(at now: Date) -> OverlayPainter? {
        model.overlayView(at: now).map { OverlayPainter(overlay: $0.overlay, instant: $0.instant, zones: $0.zones) }
    }
}

extension ClockEffect {
    /// Whether only this window shows the effect (a picture, a sound, the window's own state):
    /// the saves held for a batch of input need not be written first. Anything heard outside (a
    /// D-Bus signal, a notice, the alarm service, the props) could send someone to the files.
    var staysInWindow: Bool {
        switch self {
        case .relayout, .sketch, .repaintOverlay, .endAnimation, .playSound, .playBeep, .stopSounds, .setWindowToggle, .toggleFullscreen,
             .beginMove, .followPointer, .activateWindow, .copyToClipboard, .quit:
            true
        default:
            false
        }
    }
}
