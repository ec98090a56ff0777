import DesktopTestSupport
import FoundationEssentials
import Testing
@testable import TimeCircuitsCore
import TimeCircuitsStorage

/// What the model tells its listeners, decided in the core: the status for D-Bus, a trip landed,
/// a zone that cannot be read. The window only carries these out.
@Suite("Announcements: status, trips landed and zone warnings as effects")
struct AnnouncementTests {
    static let t0 = try! FrozenDate.parse("2026-11-23T09:15:40Z")
    static func city(_ id: String) -> City { CityCatalogue.standard.city(id: id)! }

    static func statuses(_ effects: [ClockEffect]) -> [ClockStatus] {
        effects.compactMap { if case .statusChanged(let change) = $0 { change.status } else { nil } }
    }

    @Test("a change is announced with the status it leads to; a quiet tick in the same minute is not")
    func status() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, announces: true, boot: 100)
        let lit = Self.statuses(m.handle(.control(.brightness(3)), at: Self.t0 + 1, boot: 101))
        #expect(lit.map(\.brightness) == [3])
        // The next tick lays the face out in the new lighting: that changes nothing a listener sees.
        #expect(Self.statuses(m.handle(.tick, at: Self.t0 + 1.5, boot: 101.5)).isEmpty)
        #expect(Self.statuses(m.handle(.tick, at: Self.t0 + 2, boot: 102)).isEmpty)
        // The rows change with the minute: a tick into the next one is announced.
        let next = Self.statuses(m.handle(.tick, at: Self.t0 + 20.1, boot: 120.1))
        #expect(next.count == 1 && next.first?.rows.first?.minute == 16)
    }

    @Test("a model nobody listens to announces nothing, and works out no status")
    func silent() {
        var m = ClockFixture.model(at: Self.t0, mode: .world, boot: 100)
        let effects = m.handle(.control(.brightness(3)), at: Self.t0 + 1, boot: 101) + m.handle(Self.keyT, at: Self.t0 + 2, boot: 102)
        #expect(Self.statuses(effects).isEmpty)
        #expect(!effects.contains { if case .travelCompleted = $0 { true } else { false } })
    }

    static let keyT = ClockInput.key(KeyPress(baseKeysym: Keysym.t))

    @Test("a trip lands when its animation ends; with animations off, as soon as it is made")
    func travelCompleted() {
        var m = ClockFixture.model(at: Self.t0, mode: .movie, announces: true, boot: 100)
        #expect(!m.handle(Self.keyT, at: Self.t0 + 1, boot: 101).contains(.travelCompleted(.movie)))
        let end = Self.t0 + 1 + (m.animation?.kind.duration ?? 0) + 0.1
        #expect(m.handle(.tick, at: end, boot: 101 + end.timeIntervalSince(Self.t0 + 1)).contains(.travelCompleted(.movie)))

        var still = ClockFixture.model(at: Self.t0, mode: .movie, overrides: LaunchOverrides(noIntro: true, noAnimations: true),
                                       announces: true, boot: 100)
        #expect(still.handle(Self.keyT, at: Self.t0 + 1, boot: 101).contains(.travelCompleted(.movie)))
    }

    @Test("a city whose zone cannot be read is said once, when it comes, whoever asks for it")
    func zoneWarning() {
        var rules: [String: ZoneRules] = [:]
        for id in CityCatalogue.defaultIDs { rules[Self.city(id).zone] = try? ZoneFiles.rules(named: Self.city(id).zone, from: "/usr/share/zoneinfo") }
        var m = ClockFixture.model(at: Self.t0, mode: .world, zones: .fixed(rules), boot: 100)
        let tokyo = Self.city("tokyo")
        let said = m.handle(.control(.cities([tokyo])), at: Self.t0 + 1, boot: 101)
            .compactMap { if case .zoneWarning(let line) = $0 { line } else { nil } }
        #expect(said.count == 1 && said.first?.contains("Asia/Tokyo") == true, "\(said)")
        let again = m.handle(.control(.cities([tokyo, Self.city("london")])), at: Self.t0 + 2, boot: 102)
        #expect(!again.contains { if case .zoneWarning = $0 { true } else { false } })
    }
}
