// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "TimeCircuits",
    products: [
        .executable(name: "timecircuits", targets: ["timecircuits"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
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
        .systemLibrary(
            name: "CSystemd",
            pkgConfig: "libsystemd",
            providers: [.apt(["libsystemd-dev"])]
        ),
        // libcanberra: event sounds from the user's freedesktop sound theme (the alarm). Its header
        // only (libcanberra-dev): the library is loaded when the first sound is wanted, by this
        // target's C, not linked (CCanberra.h says why).
        .target(name: "CCanberra"),
        // libdeflate: the PNG writer's compressor (faster than zlib at the level used).
        .systemLibrary(
            name: "CDeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        // Pure Swift: everything the face shows is decided here. No C imports.
        .target(name: "TimeCircuitsCore"),
        // Cairo painter: turns a FaceLayout into pixels on any Cairo surface.
        .target(name: "TimeCircuitsRender", dependencies: ["TimeCircuitsCore", "CCairo", "CDeflate"]),
        // The X11 shell: display connection, window, event loop.
        .target(name: "TimeCircuitsX11", dependencies: ["TimeCircuitsCore", "TimeCircuitsRender", "TimeCircuitsDesktop", "CX11", "CCairo"]),
        // The desktop around the window: session bus, notifications, sounds.
        .target(name: "TimeCircuitsDesktop", dependencies: ["CSystemd", "CCanberra"]),
        .executableTarget(
            name: "timecircuits",
            dependencies: [
                "TimeCircuitsCore", "TimeCircuitsRender", "TimeCircuitsX11", "TimeCircuitsDesktop",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // swiftc exports every symbol of an executable linked with the static runtime; each
            // symbol any shared library looks up at launch is then looked up in those 7,000 first
            // (and their tables kept resident). Nothing loads the clock's symbols by name.
            linkerSettings: [.unsafeFlags(["-Xlinker", "--no-export-dynamic"])]
        ),
        // Test support, not installed: saves settings in a loop until the SIGKILL test kills it.
        .executableTarget(name: "settings-save-loop", dependencies: ["TimeCircuitsCore"], path: "Tests/SettingsSaveLoop"),
        // Test support, not a test suite: starts the private daemons desktop tests need (a session
        // bus, a notification server, a sound server with a null sink), for any test target.
        .target(name: "DesktopTestSupport", path: "Tests/DesktopTestSupport"),
        .testTarget(name: "TimeCircuitsDesktopTests", dependencies: ["TimeCircuitsDesktop", "DesktopTestSupport"]),
        .testTarget(name: "TimeCircuitsCoreTests", dependencies: ["TimeCircuitsCore", "DesktopTestSupport"]),
        .testTarget(name: "TimeCircuitsRenderTests", dependencies: ["TimeCircuitsRender", "TimeCircuitsCore", "CCairo"]),
        .testTarget(name: "TimeCircuitsX11Tests", dependencies: ["TimeCircuitsX11", "TimeCircuitsRender", "TimeCircuitsCore", "TimeCircuitsDesktop", "CX11", "CCairo", "DesktopTestSupport"]),
        // Runs the built `timecircuits`: depending on it rebuilds it before these tests, never a stale copy.
        .testTarget(name: "TimeCircuitsCLITests", dependencies: ["TimeCircuitsCore", "timecircuits"]),
    ]
)
