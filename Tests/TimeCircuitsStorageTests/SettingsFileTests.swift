import Foundation
import Testing
@testable import TimeCircuitsCore
@testable import TimeCircuitsStorage

@Suite("SettingsFile")
struct SettingsFileTests {
    let catalogue = CityCatalogue.standard

    func cities(_ ids: String...) -> [City] { ids.map { catalogue.city(id: $0)! } }

    func parse(_ text: String) -> (settings: Settings, warnings: [String]) {
        SettingsFile.parse(text, catalogue: catalogue)
    }

    // MARK: Format

    @Test func serializesTheDocumentedFormat() {
        let text = SettingsFile.serialize(Settings(cities: cities("new_york", "london", "hong_kong")))
        #expect(text == """
            # Time Circuits settings. Edit freely: one city id per face row, top row first, at most
            # three (`timecircuits cities` lists the ids). Lines starting with # are comments.
            version = 1
            cities = new_york, london, hong_kong

            """)
    }

    @Test(arguments: [
        [], ["tokyo"], ["sao_paulo", "zurich"], ["new_york", "london", "hong_kong"],
    ])
    func roundTrips(ids: [String]) {
        let settings = Settings(cities: ids.map { catalogue.city(id: $0)! },
                                unknownLines: ["colon = pulse", "  face-style=amber # a later clock's key"])
        let parsed = parse(SettingsFile.serialize(settings))
        #expect(parsed.settings == settings)
        #expect(parsed.warnings.filter { !$0.contains("unknown setting") }.isEmpty)
    }

    @Test func readsWhatAPersonMightWrite() {
        let text = """
            ; hand-written, Windows line endings\r
            CITIES = ["Tokyo", 'new-york']   # my two\r
            \r
            """
        let parsed = parse(text)
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings.cities.map(\.id) == ["tokyo", "new_york"])
    }

    @Test func anEmptyListMeansEveryRowDark() {
        let parsed = parse("version = 1\ncities =\n")
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings.cities.isEmpty)
    }

    // MARK: Damage, one kind at a time

    @Test func badSyntaxIsSkippedAndTheRestKept() {
        let parsed = parse("version = 1\nthis is not a setting\n= tokyo\ncities = tokyo\n")
        #expect(parsed.settings.cities.map(\.id) == ["tokyo"])
        #expect(parsed.warnings == [
            "line 2: not \"key = value\"; ignored",
            "line 3: not \"key = value\"; ignored",
        ])
    }

    @Test func unknownIDsAreDroppedWithASuggestion() {
        let parsed = parse("cities = tokio, london\n")
        #expect(parsed.settings.cities.map(\.id) == ["london"])
        #expect(parsed.warnings.count == 1)
        #expect(parsed.warnings[0].contains("line 1: unknown city \"tokio\""))
        #expect(parsed.warnings[0].contains("did you mean tokyo"))
    }

    @Test func onlyUnknownIDsFallBackToTheDefaults() {
        let parsed = parse("cities = hill_valley\n")
        #expect(parsed.settings.cities.map(\.id) == CityCatalogue.defaultIDs)
        #expect(parsed.warnings.count == 2)
        #expect(parsed.warnings.last?.contains("using the default cities") == true)
    }

    @Test func moreThanThreeKeepsTheFirstThree() {
        let parsed = parse("cities = tokyo, paris, lima, cairo, sydney\n")
        #expect(parsed.settings.cities.map(\.id) == ["tokyo", "paris", "lima"])
        #expect(parsed.warnings == [
            "line 1: more than 3 cities; the face has 3 rows, so cairo, sydney are dropped",
        ])
    }

    @Test func duplicatesAreDropped() {
        let parsed = parse("cities = tokyo, Tokyo, paris\n")
        #expect(parsed.settings.cities.map(\.id) == ["tokyo", "paris"])
        #expect(parsed.warnings == ["line 1: \"tokyo\" is listed twice; the repeat is dropped"])
    }

    @Test func aNewerVersionIsSetAsideForTheDefaults() {
        let parsed = parse("version = 2\ncities = tokyo\n")
        #expect(parsed.settings == Settings.defaults())
        #expect(parsed.warnings.count == 1)
        #expect(parsed.warnings[0].contains("version 2 is newer"))
    }

    @Test func aVersionThatIsNotANumberIsReadAsOne() {
        let parsed = parse("version = one\ncities = tokyo\n")
        #expect(parsed.settings.cities.map(\.id) == ["tokyo"])
        #expect(parsed.warnings.count == 1)
    }

    @Test(arguments: ["", "   \n\n\t\n"])
    func anEmptyFileGivesTheDefaults(text: String) {
        let parsed = parse(text)
        #expect(parsed.settings == Settings.defaults())
        #expect(parsed.warnings.isEmpty, "every key left out means its default: not damage")
    }

    @Test func noCitiesLineGivesTheDefaults() {
        let parsed = parse("# only a comment\nversion = 1\n")
        #expect(parsed.settings == Settings.defaults())
        #expect(parsed.warnings.isEmpty)
    }

    @Test("a file a user writes by hand with one alarm is a whole settings file: no warning, no .bad")
    func aShortHandWrittenFileIsNotDamage() throws {
        let parsed = parse("version = 1\nalarm = 07:30 daily\n")
        #expect(parsed.warnings.isEmpty)
        #expect(parsed.settings.cities == Settings.defaults().cities)
        #expect(parsed.settings.alarms.map(\.text) == ["07:30 daily"])
        try withTemporaryLocation { location throws in
            try write("version = 1\nalarm = 07:30 daily\n", to: location.file)
            var file = SettingsFile(location: location)
            #expect(file.load().warning == nil)
            var settings = file.load().settings
            settings.display.brightness = 4
            try file.save(settings)
            #expect(try String(contentsOf: location.file, encoding: .utf8) == "version = 1\nalarm = 07:30 daily\nbrightness = 4\n")
            #expect(try listing(location) == ["settings.conf"])
        }
    }

    @Test("start-at-login: written only when on, read back, and a bad value is one warning naming its line")
    func startAtLogin() {
        var settings = Settings(cities: cities("tokyo"))
        #expect(!SettingsFile.serialize(settings).contains("start-at-login"), "a fresh install's value is not written")
        settings.startAtLogin = true
        let text = SettingsFile.serialize(settings)
        #expect(text.contains("\nstart-at-login = yes\n"))
        #expect(parse(text).settings == settings && parse(text).warnings.isEmpty)
        #expect(parse("cities = tokyo\nStart-At-Login = TRUE\n").settings.startAtLogin)
        let bad = parse("version = 1\ncities = tokyo\nstart-at-login = maybe\n")
        #expect(bad.warnings == ["line 3: start-at-login \"maybe\" is not yes or no; read as no"])
        #expect(!bad.settings.startAtLogin && bad.settings.cities == cities("tokyo"))
    }

    @Test("workhours: written only when not 09:00-17:00 mon-fri, read back, and a bad value is one warning naming its line")
    func workingHours() {
        var settings = Settings(cities: cities("tel_aviv"))
        #expect(settings.workingHours == .standard)
        #expect(!SettingsFile.serialize(settings).contains("workhours"), "a fresh install's value is not written")
        settings.workingHours = WorkingWeek.parse("08:00-16:00 sun-thu")!
        let text = SettingsFile.serialize(settings)
        #expect(text.contains("\nworkhours = 08:00-16:00 mon-thu,sun\n"))
        #expect(parse(text).settings == settings && parse(text).warnings.isEmpty)
        #expect(parse("cities = tokyo\nWorkHours = 22:00-06:00 sat,sun\n").settings.workingHours.text == "22:00-06:00 sat,sun")
        let bad = parse("version = 1\ncities = tokyo\nworkhours = 9 to 5\n")
        #expect(bad.warnings == ["line 3: workhours \"9 to 5\" is not a span and weekdays like 09:00-17:00 mon-fri or "
                                 + "08:00-16:00 sun-thu, and for one city its id before them after a slash: "
                                 + "09:00-17:00 mon-fri / tel_aviv 08:00-16:00 sun-thu; read as 09:00-17:00 mon-fri"])
        #expect(bad.settings.workingHours == .standard && bad.settings.cities == cities("tokyo"))
        // A city's own hours beside everyone's, written back as they were read.
        let own = parse("cities = tel_aviv, london\nworkhours = 09:00-17:00 mon-fri / tel_aviv 08:00-16:00 sun-thu\n")
        #expect(own.warnings.isEmpty)
        #expect(own.settings.workingHours.cities["tel_aviv"]?.text == "08:00-16:00 mon-thu,sun")
        #expect(SettingsFile.serialize(own.settings).contains("\nworkhours = 09:00-17:00 mon-fri / tel_aviv 08:00-16:00 mon-thu,sun\n"))
    }

    @Test("start-at-login saved from the window merges into the file as it is on disk")
    func startAtLoginMerges() throws {
        try withTemporaryLocation { location throws in
            try write("# mine\ncities = tokyo\nbrightness = 4\n", to: location.file)
            var file = SettingsFile(location: location)
            let base = file.load().settings
            var mine = base
            mine.startAtLogin = true
            // Someone else changed the brightness meanwhile: it stays.
            try write("# mine\ncities = tokyo\nbrightness = 6\n", to: location.file)
            let now = try file.save(FileChange(base: base, mine: mine))
            #expect(now.startAtLogin && now.display.brightness == 6)
            #expect(try String(contentsOf: location.file, encoding: .utf8) == "# mine\ncities = tokyo\nbrightness = 6\nstart-at-login = yes\n")
        }
    }

    @Test func binaryGarbageGivesTheDefaults() {
        let parsed = parse("\u{7F}ELF\u{02}\u{01}\0\0cities = tokyo")
        #expect(parsed.settings == Settings.defaults())
        #expect(parsed.warnings == ["not a text file; using the default cities"])
    }

    @Test func unknownKeysAreKeptAndNamed() {
        let parsed = parse("cities = tokyo\ncolon = pulse\n")
        #expect(parsed.settings.unknownLines == ["colon = pulse"])
        #expect(parsed.warnings == ["line 2: unknown setting \"colon\"; kept as is"])
        #expect(SettingsFile.serialize(parsed.settings).hasSuffix("cities = tokyo\ncolon = pulse\n"))
    }

    @Test func aRepeatedCitiesLineUsesTheLastOne() {
        let parsed = parse("cities = tokyo\ncities = paris\n")
        #expect(parsed.settings.cities.map(\.id) == ["paris"])
        #expect(parsed.warnings.count == 1)
    }

    // MARK: Location

    @Test func locationFollowsXDG() {
        let xdg = SettingsLocation(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/me"])
        #expect(xdg?.file.path == "/x/conf/timecircuits/settings.conf")
        #expect(xdg?.damagedCopy.path == "/x/conf/timecircuits/settings.conf.bad")
        let home = SettingsLocation(environment: ["HOME": "/home/me"])
        #expect(home?.file.path == "/home/me/.config/timecircuits/settings.conf")
        // The XDG spec says relative and empty values are to be ignored.
        #expect(SettingsLocation(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"])?.directory.path
                == "/h/.config/timecircuits")
        #expect(SettingsLocation(environment: ["XDG_CONFIG_HOME": "", "HOME": "/h"])?.directory.path
                == "/h/.config/timecircuits")
        #expect(SettingsLocation(environment: [:]) == nil)
    }

    // MARK: Disk

    /// A fresh folder per test, removed afterwards; the settings folder inside it does not exist
    /// yet, as on a first launch.
    func withTemporaryLocation(_ body: (SettingsLocation) throws -> Void) throws {
        let root = FileManager.default.temporaryDirectory
            .appendingPathComponent("timecircuits-settings-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let location = try #require(SettingsLocation(environment: ["XDG_CONFIG_HOME": root.path]))
        try body(location)
    }

    func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ url: URL) throws -> Data { try Data(contentsOf: url) }

    func listing(_ location: SettingsLocation) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: location.directory.path).sorted()
    }

    @Test func aMissingFileIsAFreshInstall() throws {
        try withTemporaryLocation { location throws in
            let file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.settings == Settings.defaults())
            #expect(loaded.warning == nil)
            #expect(!FileManager.default.fileExists(atPath: location.directory.path), "nothing created until a change")
        }
    }

    @Test func saveThenLoadRoundTrips() throws {
        try withTemporaryLocation { location throws in
            var file = SettingsFile(location: location)
            let settings = Settings(cities: cities("sao_paulo", "tokyo"))
            try file.save(settings)
            #expect(try String(contentsOf: location.file, encoding: .utf8) == SettingsFile.serialize(settings))
            let again = SettingsFile(location: location)
            let loaded = again.load()
            #expect(loaded.settings == settings)
            #expect(loaded.warning == nil)
            #expect(try listing(location) == ["settings.conf"], "no temporary or .bad files left")
        }
    }

    @Test func aDamagedFileIsReportedOnOneLineAndLeftAlone() throws {
        try withTemporaryLocation { location throws in
            let damaged = "version = 1\ncities = tokio, london, london\n!!!\n"
            try write(damaged, to: location.file)
            let before = try contents(location.file)
            let file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.settings.cities.map(\.id) == ["london"])
            let warning = try #require(loaded.warning)
            #expect(!warning.contains("\n"))
            #expect(warning.hasPrefix(location.file.path + ": "))
            #expect(warning.contains("unknown city \"tokio\""))
            #expect(warning.contains("listed twice"))
            #expect(warning.contains("showing london"))
            #expect(try contents(location.file) == before, "loading never writes")
            #expect(try listing(location) == ["settings.conf"])
        }
    }

    @Test func binaryGarbageOnDiskIsOneShortWarning() throws {
        try withTemporaryLocation { location throws in
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
            let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ 7) })
            try garbage.write(to: location.file)
            let file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.settings == Settings.defaults())
            let warning = try #require(loaded.warning)
            #expect(!warning.contains("\n"))
            #expect(warning.count < 400)
            #expect(try contents(location.file) == garbage)
        }
    }

    @Test func manyProblemsAreCountedNotListed() throws {
        try withTemporaryLocation { location throws in
            try write((1...10).map { "junk \($0)" }.joined(separator: "\n") + "\ncities = tokyo\n", to: location.file)
            let file = SettingsFile(location: location)
            let warning = try #require(file.load().warning)
            #expect(warning.contains("line 3"))
            #expect(!warning.contains("line 4"))
            #expect(warning.contains("and 7 more problems"))
        }
    }

    @Test func theNextSaveKeepsTheDamagedFileAsBad() throws {
        try withTemporaryLocation { location throws in
            let damaged = "cities = tokyo, tokyo\nwhat\n"
            try write(damaged, to: location.file)
            var file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.warning != nil)
            var settings = loaded.settings
            settings.cities += cities("paris")
            try file.save(FileChange(base: loaded.settings, mine: settings))

            #expect(try String(contentsOf: location.damagedCopy, encoding: .utf8) == damaged)
            // The changed key is rewritten; the broken line the user wrote stays where it was.
            #expect(try String(contentsOf: location.file, encoding: .utf8) == "cities = tokyo, paris\nwhat\n")
            #expect(try listing(location) == ["settings.conf", "settings.conf.bad"])

            // The user mends the file; later saves find it sound and leave the kept copy alone.
            try write("cities = tokyo, paris\n", to: location.file)
            let mended = file.load().settings
            var lima = mended
            lima.cities = cities("lima")
            try file.save(FileChange(base: mended, mine: lima))
            #expect(try String(contentsOf: location.damagedCopy, encoding: .utf8) == damaged)
            #expect(try String(contentsOf: location.file, encoding: .utf8) == "cities = lima\n")
            #expect(SettingsFile(location: location).load().warning == nil)
        }
    }

    @Test func aNewerDamagedFileReplacesAnOlderBadCopy() throws {
        try withTemporaryLocation { location throws in
            try write("old damage\n", to: location.damagedCopy)
            try write("new damage\n", to: location.file)
            var file = SettingsFile(location: location)
            _ = file.load()
            try file.save(.defaults())
            #expect(try String(contentsOf: location.damagedCopy, encoding: .utf8) == "new damage\n")
        }
    }

    @Test func aCleanFileIsNeverCopiedToBad() throws {
        try withTemporaryLocation { location throws in
            try write("cities = tokyo\n", to: location.file)
            var file = SettingsFile(location: location)
            #expect(file.load().warning == nil)
            try file.save(Settings(cities: cities("paris")))
            #expect(try listing(location) == ["settings.conf"])
        }
    }

    struct Crash: Error {}

    /// Writes half the bytes, then fails: from the outside, a crash in the middle of a save.
    static let crashingWriter = AtomicFileWriter { handle, data in
        try handle.write(contentsOf: data.prefix(data.count / 2))
        throw Crash()
    }

    @Test func aCrashMidSaveLeavesTheOldFileComplete() throws {
        try withTemporaryLocation { location throws in
            let old = "version = 1\ncities = tokyo, paris\n"
            try write(old, to: location.file)
            var file = SettingsFile(location: location, writer: Self.crashingWriter)
            _ = file.load()
            #expect(throws: SettingsSaveError.self) {
                try file.save(Settings(cities: cities("lima", "cairo", "sydney")))
            }
            #expect(try String(contentsOf: location.file, encoding: .utf8) == old)
            #expect(try listing(location) == ["settings.conf"], "the partial temporary file is gone")
        }
    }

    @Test func aCrashDuringTheFirstSaveCreatesNoFile() throws {
        try withTemporaryLocation { location throws in
            var file = SettingsFile(location: location, writer: Self.crashingWriter)
            #expect(throws: SettingsSaveError.self) { try file.save(.defaults()) }
            #expect(try listing(location).isEmpty)
        }
    }

    @Test func aLeftoverTemporaryFileFromACrashIsIgnored() throws {
        try withTemporaryLocation { location throws in
            try write("cities = tokyo\n", to: location.file)
            try write("cities = pa", to: location.directory
                .appendingPathComponent(AtomicFileWriter.temporaryPrefix + "settings.conf-1234"))
            let file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.warning == nil)
            #expect(loaded.settings.cities.map(\.id) == ["tokyo"])
        }
    }

    @Test func aCrashWhileKeepingTheBadCopyLosesNothing() throws {
        try withTemporaryLocation { location throws in
            let damaged = "cities = tokio\n"
            try write(damaged, to: location.file)
            var file = SettingsFile(location: location, writer: Self.crashingWriter)
            _ = file.load()
            #expect(throws: SettingsSaveError.self) { try file.save(.defaults()) }
            #expect(try String(contentsOf: location.file, encoding: .utf8) == damaged)
            #expect(try listing(location) == ["settings.conf"])
            file.disk.writer = .standard
            try file.save(.defaults())
            #expect(try String(contentsOf: location.damagedCopy, encoding: .utf8) == damaged, "the next save still keeps the damaged file")
        }
    }

    @Test func saveKeepsTheFilesPermissions() throws {
        try withTemporaryLocation { location throws in
            try write("cities = tokyo\n", to: location.file)
            try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: location.file.path)
            var file = SettingsFile(location: location)
            _ = file.load()
            try file.save(.defaults())
            let attributes = try FileManager.default.attributesOfItem(atPath: location.file.path)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        }
    }

    @Test func saveFollowsASymbolicLink() throws {
        try withTemporaryLocation { location throws in
            let real = location.directory.deletingLastPathComponent().appendingPathComponent("dotfiles/tc.conf")
            try write("cities = tokyo\n", to: real)
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(at: location.file, withDestinationURL: real)
            var file = SettingsFile(location: location)
            #expect(file.load().settings.cities.map(\.id) == ["tokyo"])
            try file.save(Settings(cities: cities("paris")))
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: location.file.path) == real.path)
            #expect(try String(contentsOf: real, encoding: .utf8).contains("cities = paris"))
        }
    }

    @Test func anUnwritableLocationIsOneLineError() throws {
        try withTemporaryLocation { location throws in
            // A plain file where the folder should be: no one, not even root, can save there.
            try write("in the way", to: location.directory)
            var file = SettingsFile(location: location)
            do {
                try file.save(.defaults())
                Issue.record("save should fail")
            } catch let error as SettingsSaveError {
                #expect(error.message.contains(location.file.path))
                #expect(!error.message.contains("\n"))
            }
        }
    }

    @Test func anUnreadableFileIsAWarningNotACrash() throws {
        try withTemporaryLocation { location throws in
            // A folder where the file should be.
            try FileManager.default.createDirectory(at: location.file, withIntermediateDirectories: true)
            let file = SettingsFile(location: location)
            let loaded = file.load()
            #expect(loaded.settings == Settings.defaults())
            #expect(loaded.warning?.contains("cannot be read") == true)
        }
    }
}
