import Foundation
import Testing
@testable import TimeCircuitsCore

/// The settings panel's reminders page, under the alarms' tab: → and a click on the tab reach it,
/// Enter adds a typed reminder line, a bad date is refused inline saying what is accepted, Delete
/// removes, and Tab goes on to the theme as from the alarms.
@Suite("SettingsOverlay reminders page")
struct SettingsOverlayRemindersTests {
    static let width = 520, height = 335

    static func opened() -> OverlayPicture {
        var o = OverlayPicture.fixture(cities: [CityCatalogue.standard.city(id: "london")!], width: width, height: height)
        _ = o.follow(.key(.ctrlComma)); _ = o.follow(.key(.tab))
        return o
    }

    static func type(_ o: inout OverlayPicture, _ text: String) {
        for c in text { _ = o.follow(.key(.text(String(c)))) }
    }

    @Test("→ on the alarms page shows the reminders and the tab names them; ← goes back; Tab goes on to the theme")
    func reaching() {
        var o = Self.opened()
        // The hint beside the tabs has no room to say it: the alarms list points the way.
        #expect(o.page == .alarms && o.remindersPointer == "→ Reminders")
        _ = o.follow(.key(.right))
        #expect(o.page == .reminders && o.tabTitle(.alarms) == "REMINDERS" && o.hintText.contains("← alarms"))
        #expect(o.layout.pageTabs.map(\.page) == [.cities, .alarms, .timers, .theme], "four tabs: the hint keeps its room")
        _ = o.follow(.key(.left))
        #expect(o.page == .alarms && o.tabTitle(.alarms) == "ALARMS")
        _ = o.follow(.key(.right)); _ = o.follow(.key(.tab))
        #expect(o.page == .timers)
        _ = o.follow(.key(.shiftTab))
        #expect(o.page == .alarms)
        // A click on the alarms' tab while they show goes to the reminders, and back.
        let tab = o.layout.pageTabs.first { $0.page == .alarms }!.frame
        _ = o.follow(.press(.left, at: tab.center))
        #expect(o.page == .reminders)
        _ = o.follow(.press(.left, at: tab.center))
        #expect(o.page == .alarms)
    }

    @Test("Enter adds a reminder line, a bad date is refused inline with what is accepted, Delete removes; each the whole list")
    func editing() {
        var o = Self.opened()
        _ = o.follow(.key(.right))
        Self.type(&o, "02-30 Nope")
        #expect(!o.follow(.key(.enter)).contains { if case .remindersChanged = $0 { true } else { false } })
        #expect(o.reminders.isEmpty && o.reminderEntry == "02-30 Nope")
        #expect(o.message?.text.hasPrefix("Date \"02-30\": FEB has no day 30; expected MM-DD (05-12)") == true, "\(String(describing: o.message))")
        _ = o.follow(.key(.escape))
        #expect(o.isOpen && o.reminderEntry.isEmpty)
        Self.type(&o, "05-12 18:30 Mom's birthday")
        let added = o.follow(.key(.enter))
        let mom = try! Reminder.parse("05-12 18:30 Mom's birthday").get()
        #expect(added.contains(.remindersChanged([mom])))
        Self.type(&o, "15 monthly Rent")
        _ = o.follow(.key(.enter))
        #expect(o.reminders.map(\.text) == ["05-12 18:30 Mom's birthday", "15 monthly Rent"] && o.selectedReminder == 1)
        Self.type(&o, "15 monthly Rent")
        #expect(!o.follow(.key(.enter)).contains { if case .remindersChanged = $0 { true } else { false } })
        #expect(o.message?.text.contains("already a reminder") == true)
        _ = o.follow(.key(.escape))
        let removed = o.follow(.key(.delete))
        #expect(removed.contains(.remindersChanged([mom])) && o.message?.text == "Removed 15 monthly Rent")
        // The file changed elsewhere: the page follows.
        o.reminders = []
        #expect(o.reminders.isEmpty && o.selectedReminder == nil)
    }
}
