import TimeCircuitsCore

/// What an XDG desktop entry starts and how a desktop names it: the `[Desktop Entry]` group
/// `AutostartEntry` writes, as text that `desktop-file-validate` accepts.
///
/// Kept apart from where the entry goes, so the window's entry and another program's (the alarm
/// service's, say) differ only in these values.
public struct DesktopEntryContents: Sendable, Hashable {
    /// `Name`: what a session's startup-applications list shows.
    public var name: String
    /// `Comment`: the line under the name there.
    public var comment: String
    /// The program, an absolute path or a name looked up on `PATH`, then its arguments: one word
    /// each, quoted as the specification asks when the `Exec` line is written.
    public var command: [String]
    /// `Icon`: a name from the icon theme.
    public var icon: String
    /// Keys of the entry's own after the standard ones (`NoDisplay=true`), already escaped.
    public var extraKeys: [String] = []

    public init(name: String, comment: String, command: [String], icon: String) {
        self.name = name
        self.comment = comment
        self.command = command
        self.icon = icon
    }

    /// The clock's name, comment and icon, as the installed launcher (packaging/io.github.timecircuits.Clock.desktop)
    /// has them, so the startup list shows the clock the menu shows.
    public static let clockName = "Time Circuits"
    public static let clockComment = "The time in three cities on the DeLorean's time-circuits display"
    public static let clockIcon = "timecircuits"

    /// The clock's window, started by the program at `program` with no arguments.
    public static func window(program: String) -> DesktopEntryContents {
        DesktopEntryContents(name: clockName, comment: clockComment, command: [program], icon: clockIcon)
    }

    /// The entry's text: the group, these values, then `extraLines` (`key=value`, already
    /// escaped) for keys of the writer's own. `TryExec` names the program too, so a login after
    /// the program was removed (a build tree cleaned, the package uninstalled) skips the entry
    /// quietly instead of failing to start it.
    public func text(extraLines: [String] = []) -> String {
        var lines = [
            "[Desktop Entry]",
            "Type=Application",
            "Name=\(Self.escaped(name))",
            "Comment=\(Self.escaped(comment))",
        ]
        if let program = command.first { lines.append("TryExec=\(Self.escaped(program))") }
        lines += [
            "Exec=\(Self.execLine(command))",
            "Icon=\(Self.escaped(icon))",
            "Terminal=false",
            "X-GNOME-Autostart-enabled=true",
        ]
        return (lines + extraKeys + extraLines).joined(separator: "\n") + "\n"
    }

    /// The characters the specification reserves in an `Exec` argument: a word holding any is
    /// written in double quotes.
    static let reserved: Set<Character> = [" ", "\t", "\n", "\"", "'", "\\", ">", "<", "~", "|", "&", ";", "$", "*", "?",
                                           "#", "(", ")", "`"]

    /// `words` as an `Exec` value: each word holding a reserved character double-quoted, with
    /// `"`, `` ` ``, `$` and `\` inside escaped by a backslash; every `%` doubled (a lone one is a
    /// field code); then the string escapes every value gets.
    static func execLine(_ words: [String]) -> String {
        let quoted = words.map { word -> String in
            var w = word.reduce(into: "") { out, c in out += c == "%" ? "%%" : String(c) }
            guard w.isEmpty || w.contains(where: reserved.contains) else { return w }
            w = w.reduce(into: "") { out, c in
                if "\"`$\\".contains(c) { out.append("\\") }
                out.append(c)
            }
            return "\"\(w)\""
        }
        return escaped(quoted.joined(separator: " "))
    }

    /// The escapes of a string value: a backslash, a newline, a tab or a carriage return, which
    /// would otherwise end or garble the line.
    static func escaped(_ value: String) -> String {
        value.reduce(into: "") { out, c in
            switch c {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
    }
}
