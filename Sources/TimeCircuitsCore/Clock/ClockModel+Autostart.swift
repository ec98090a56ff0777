/// Start at login: the model decides when the window's autostart entry must change
/// (`ClockEffect.setStartAtLogin`), and the shell writes or removes it.
///
/// The setting in the file is the truth and the entry follows it: at launch (so a file edited
/// while no clock ran, or an entry someone deleted, is put right), when the menu or the theme
/// page switches it, and when another program changes the file.
extension ClockModel {
    /// The entry made to match the file at launch. A run that writes no settings (`--cities`)
    /// leaves it as it is: that run's file is not the one a login would read.
    func autostartAtLaunch() -> [ClockEffect] {
        guard let saved else { return [] }
        return [.setStartAtLogin(saved.startAtLogin)]
    }

    /// The menu item or the theme page's switch: the entry follows at once, and the file keeps
    /// the choice. A run that writes no settings switches the entry all the same, as the menu says,
    /// and the next launch that reads the file puts it back as the file has it.
    mutating func toggleStartAtLogin() -> [ClockEffect] {
        let on = !chosen.startAtLogin
        _ = chosen.handle(.startAtLogin(on))
        return [.setStartAtLogin(on)] + save { $0.startAtLogin = on } + [.repaintOverlay]
    }

    /// Another program (or a hand in an editor) changed the file's key from `old` to `new`: the
    /// entry follows, unless this window shows that already.
    mutating func adoptStartAtLogin(_ new: Bool, was old: Bool) -> [ClockEffect] {
        guard new != old, new != chosen.startAtLogin else { return [] }
        _ = chosen.handle(.startAtLogin(new))
        return [.setStartAtLogin(new)]
    }
}
