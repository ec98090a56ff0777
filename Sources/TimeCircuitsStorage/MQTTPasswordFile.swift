import FoundationEssentials
import Glibc
import TimeCircuitsCore

/// The MQTT password, read from the file the settings name (`mqtt-password-file`), as ssh reads
/// a key: refused when anyone but its owner may read it, in one line naming the file and the fix.
public enum MQTTPasswordFile {
    /// The password in `path` (its first line, without the line break); or the one line saying
    /// why it is not used, in the language of `words`.
    public static func read(_ path: String, words: Words = .english) -> Result<String, InputError> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return .failure(InputError(words("mqtt-password-file %1$s cannot be read (%2$s); MQTT stays off", path, String(cString: strerror(errno)))))
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            return .failure(InputError(words("mqtt-password-file %1$s is not a file; MQTT stays off", path)))
        }
        guard info.st_mode & (S_IRWXG | S_IRWXO) == 0 else {
            return .failure(InputError(words("mqtt-password-file %1$s can be read by other users: run chmod 600 %2$s; MQTT stays off", path, shellWord(path))))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(InputError(words("mqtt-password-file %1$s cannot be read; MQTT stays off", path)))
        }
        let text = String(decoding: data, as: UTF8.self)
        return .success(String(text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""))
    }

    /// `path` as a shell takes it in a command to copy: as it is, or in single quotes when it
    /// holds anything but the usual path characters. (The settings refuse control characters.)
    static func shellWord(_ path: String) -> String {
        let plain = path.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-~+".unicodeScalars.contains($0) }
        return plain ? path : "'" + path.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
