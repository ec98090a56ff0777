// swift-tools-version:6.0
import PackageDescription
#if canImport(Glibc)
import Glibc
#endif

/// The release build lays out its code so that launch and idle touch few pages. The kernel maps a
/// binary's code in 64 KB blocks around each page first touched, so the 1.3 MB a clock runs from
/// launch through idle minutes, spread over 11 MB of code, kept 9 MB of the binary resident. lld
/// places the functions `make/hot-functions.txt` lists first (`make hot-functions` writes it from
/// callgrind), which gathers them into a few blocks where each function has a section of its own:
/// `make static` compiles every Swift module so, the argument parser's too, which a package
/// manifest cannot ask for a dependency (the static Swift runtime's are already). A function
/// missing from the list is only placed later; those with no symbol to list, before all the
/// others (`make/private-functions.ld`).
let packageDirectory = String(#filePath.dropLast("/Package.swift".count))
/// Relative relocations packed (`DT_RELR`): the loader reads 10 KB where it read the 1 MB of
/// `.rela.dyn` at every launch, and that megabyte no longer stays resident. A binary so linked
/// starts only on glibc 2.36 or later, so it is asked for only where the building system has one
/// (`make run` and `make install` build where the clock runs; the .deb's Depends follow).
let packedRelocations: [String] = {
    #if canImport(Glibc)
    var buffer = [CChar](repeating: 0, count: 64)  // "glibc 2.36"
    _ = confstr(Int32(_CS_GNU_LIBC_VERSION), &buffer, buffer.count)
    let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let version = text.split(separator: " ").last?.split(separator: ".").compactMap { Int($0) } ?? []
    if version.count >= 2, (version[0], version[1]) >= (2, 36) { return ["-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"] }
    #endif
    return []
}()

/// The linker script that gathers the functions with no symbol (`make/private-functions.ld`). The
/// lld of Swift 6.0 (LLVM 17; Debian 13's swiftlang 6.0.3) fails an assertion sorting the section
/// the script inserts, and the link aborts; 6.3's lld takes it. Versions between were not tried,
/// so they go without it: those 13 KB of code then stay where their modules put them.
#if compiler(>=6.3)
let privateFunctionsScript = ["-Xlinker", "-T", "-Xlinker", "\(packageDirectory)/make/private-functions.ld"]
#else
let privateFunctionsScript: [String] = []
#endif

/// How a shipped program is linked. swiftc exports every symbol of an executable linked with the
/// static runtime; each symbol any shared library looks up at launch is then looked up in those
/// 7,000 first (and their tables kept resident), and nothing loads the clock's symbols by name. In
/// release builds the functions a program runs are placed first by `hotList` (see
/// `packageDirectory`); the window and the alarm service each have their own.
func shippedProgramLinking(hotList: String) -> [LinkerSetting] {
    [
        .unsafeFlags(["-Xlinker", "--no-export-dynamic"]),
        .unsafeFlags([
            "-use-ld=lld",
            "-Xlinker", "--symbol-ordering-file=\(packageDirectory)/\(hotList)",
            "-Xlinker", "--no-warn-symbol-ordering",
        ] + privateFunctionsScript + [
            // With libstdc++ from its archive (make/install.mk), libgcc_s.so was loaded for the
            // clock's unwinder alone.
            "-Xclang-linker", "-static-libgcc",
        ] + packedRelocations, .when(configuration: .release)),
    ]
}

/// swift-argument-parser, the one Swift package the clock builds on (docs/building-and-packaging.md, "Dependencies", says why). Developers
/// get it from its repository at the revision Package.resolved pins. A Debian build may not read the
/// network, so it builds from the copy of that same revision carried in vendor/ (debian/rules sets
/// TIMECIRCUITS_VENDORED=1; `scripts/vendor-packages --check` proves the copy is the pinned tree).
let argumentParser: Package.Dependency = {
    #if canImport(Glibc)
    if let vendored = getenv("TIMECIRCUITS_VENDORED"), String(cString: vendored) == "1" {
        return .package(path: "vendor/swift-argument-parser")
    }
    #endif
    return .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
}()

let package = Package(
    name: "TimeCircuits",
    products: [
        .executable(name: "timecircuits", targets: ["timecircuits"]),
        .executable(name: "timecircuits-alarms", targets: ["timecircuits-alarms"]),
    ],
    dependencies: [argumentParser],
    targets: [
        // System libraries, found through pkg-config; the Makefile installs the -dev packages.
        .systemLibrary(
            name: "CX11",
            pkgConfig: "x11",
            providers: [.apt(["libx11-dev", "libxrandr-dev"])]
        ),
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libfreetype-dev"])]
        ),
        // sd-bus (libsystemd): the session bus, for notifications and the clock's D-Bus interface.
        // Its header only (libsystemd-dev): the library is loaded when a bus is first connected
        // to, by this target's C, not linked (CSystemd.h says why).
        .target(name: "CSystemd"),
        // libcanberra: event sounds from the user's freedesktop sound theme (the alarm). Its header
        // only (libcanberra-dev): the library is loaded when the first sound is wanted, by this
        // target's C, not linked (CCanberra.h says why).
        .target(name: "CCanberra"),
        // libmosquitto: the MQTT link to the replica props and Home Assistant. Its header only
        // (libmosquitto-dev): the library is loaded when a broker is set, by this target's C, not
        // linked (CMosquitto.h says why).
        .target(name: "CMosquitto"),
        // libspeechd: the time spoken through speech-dispatcher, as screen readers speak. Its
        // header only (libspeechd-dev): the library is loaded when the time is first spoken, by
        // this target's C, not linked (CSpeechd.h says why).
        .target(name: "CSpeechd"),
        // glibc's gettext (libintl.h), for the message catalogue (storage): in libc, nothing to link.
        .systemLibrary(name: "CGettext"),
        // Linux's signalfd, timerfd, prctl and malloc.h, which Swift's Glibc module leaves out.
        .systemLibrary(name: "CLinux"),
        // libdeflate: the PNG writer's compressor (faster than zlib at the level used).
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // The brushed metal's pixels, eight rows at a time in vector lanes (AVX2 where the
        // processor has it): C, because Swift's SIMD types cannot ask for AVX2 at run time.
        .target(name: "CBrushedMetal"),
        // The four layers, each a target; docs/ARCHITECTURE.md, "The layers", says what each may do.
        // The core decides: pure Swift, no system calls, files or environment (Glibc for
        // mathematics only). It receives what the files hold as values, and zones through a
        // resolver it is handed.
        .target(name: "TimeCircuitsCore"),
        // Storage holds the files: settings and state (locks, atomic writes, three-way merge),
        // the zone files and this computer's zone, where sounds are kept, stderr, and the message
        // catalogues in the user's language (gettext).
        .target(name: "TimeCircuitsStorage", dependencies: ["TimeCircuitsCore", "CGettext"]),
        // Services do what the clock does whether or not a window shows: the session bus (sd-bus),
        // the D-Bus control service and client, notifications, sounds (libcanberra), MQTT
        // (libmosquitto), speech (libspeechd), the settings watch, the clocks' timers and signals. Never X11: `ctl` and a windowless
        // service link these without the window.
        .target(name: "TimeCircuitsServices", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage", "CSystemd", "CCanberra", "CMosquitto", "CSpeechd", "CLinux"]),
        // Cairo painter: turns a FaceLayout into pixels on any Cairo surface.
        .target(name: "TimeCircuitsRender", dependencies: ["TimeCircuitsCore", "CCairo", "CDeflate", "CBrushedMetal"]),
        // The X11 shell, the window alone: display connection, window, event loop. It translates
        // events into the model's inputs and carries out its effects.
        .target(name: "TimeCircuitsX11", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage", "TimeCircuitsRender", "TimeCircuitsServices", "CX11", "CCairo", "CLinux"]),
        .executableTarget(
            name: "timecircuits",
            dependencies: [
                "TimeCircuitsCore", "TimeCircuitsStorage", "TimeCircuitsServices", "TimeCircuitsRender", "TimeCircuitsX11",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            linkerSettings: shippedProgramLinking(hotList: "make/hot-functions.txt")
        ),
        // The alarm service's own program (`timecircuits alarm serve` hands over to it): services,
        // storage and core only, so the process that stays up all session maps no X11 or Cairo.
        .executableTarget(
            name: "timecircuits-alarms",
            dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage", "TimeCircuitsServices"],
            // Placed by its own list (make hot-functions runs the service too).
            linkerSettings: shippedProgramLinking(hotList: "make/hot-functions-service.txt")
        ),
        // Test support, not installed: saves settings in a loop until the SIGKILL test kills it.
        .executableTarget(name: "settings-save-loop", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage"], path: "Tests/SettingsSaveLoop"),
        // Test support, not a test suite: starts the private daemons desktop tests need (a session
        // bus, a notification server, a sound server with a null sink), for any test target, and
        // builds the clock model the core's tests drive (with storage's zone files).
        .target(name: "DesktopTestSupport", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage"], path: "Tests/DesktopTestSupport"),
        .testTarget(name: "TimeCircuitsServicesTests", dependencies: ["TimeCircuitsServices", "TimeCircuitsStorage", "TimeCircuitsCore", "DesktopTestSupport"]),
        .testTarget(name: "TimeCircuitsStorageTests", dependencies: ["TimeCircuitsStorage", "TimeCircuitsCore", "DesktopTestSupport"]),
        // The core's tests read real zone files through storage, as the commands do.
        .testTarget(name: "TimeCircuitsCoreTests", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage", "DesktopTestSupport"]),
        .testTarget(name: "TimeCircuitsRenderTests", dependencies: ["TimeCircuitsRender", "TimeCircuitsCore", "TimeCircuitsStorage", "CCairo", "DesktopTestSupport"]),
        .testTarget(name: "TimeCircuitsX11Tests", dependencies: ["TimeCircuitsX11", "TimeCircuitsRender", "TimeCircuitsCore", "TimeCircuitsStorage", "TimeCircuitsServices", "CX11", "CCairo", "CLinux", "DesktopTestSupport"]),
        // Runs the built `timecircuits`: depending on it rebuilds it before these tests, never a stale copy.
        .testTarget(name: "TimeCircuitsCLITests", dependencies: ["TimeCircuitsCore", "TimeCircuitsStorage", "timecircuits", "DesktopTestSupport"]),
    ]
)
