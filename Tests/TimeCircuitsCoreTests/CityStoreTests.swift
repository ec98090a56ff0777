import Testing
@testable import TimeCircuitsCore

@Suite("CityStore")
struct CityStoreTests {
    let catalogue = CityCatalogue.standard

    func city(_ id: String) -> City { catalogue.city(id: id)! }

    func store(_ ids: String...) -> CityStore {
        CityStore(cities: ids.map(city))
    }

    @Test func defaultsAreNewYorkLondonHongKong() {
        #expect(CityStore.defaults().ids == ["new_york", "london", "hong_kong"])
    }

    @Test func addFillsTheNextEmptySlot() throws {
        var s = store("tokyo")
        let slot = try s.add(city("paris"))
        #expect(slot == 1)
        #expect(s.ids == ["tokyo", "paris"])
    }

    @Test func aFourthCityIsRefusedWithAReasonAndNothingChanges() {
        var s = CityStore.defaults()
        #expect(s.isFull)
        #expect(throws: CityStoreRefusal.full) { try s.add(city("tokyo")) }
        #expect(s.ids == ["new_york", "london", "hong_kong"])
        #expect(CityStoreRefusal.full.message(.english) == "Three cities already — remove one first")
    }

    @Test func aDuplicateIsRefusedEvenWhenThereIsRoom() {
        var s = store("tokyo", "paris")
        #expect(throws: CityStoreRefusal.duplicate(city("tokyo"))) { try s.add(city("tokyo")) }
        #expect(s.ids == ["tokyo", "paris"])
        #expect(CityStoreRefusal.duplicate(city("sao_paulo")).message(.english) == "São Paulo is already on the clock")
    }

    @Test func aDuplicateIsReportedBeforeFullness() {
        let s = CityStore.defaults()
        #expect(s.refusal(toAdd: city("london")) == .duplicate(city("london")))
        #expect(s.refusal(toAdd: city("tokyo")) == .full)
        #expect(store("tokyo").refusal(toAdd: city("paris")) == nil)
    }

    @Test func initKeepsTheInvariants() {
        let s = CityStore(cities: ["tokyo", "paris", "tokyo", "lima", "cairo"].map(city))
        #expect(s.ids == ["tokyo", "paris", "lima"])
        #expect(CityStore().isEmpty)
    }

    @Test func removeClosesTheGap() {
        var s = CityStore.defaults()
        let r1 = s.remove(at: 0)
        #expect(r1?.id == "new_york")
        #expect(s.ids == ["london", "hong_kong"])
        let r2 = s.remove(at: 5)
        #expect(r2 == nil)
        let r3 = s.remove(at: -1)
        #expect(r3 == nil)
        #expect(s.ids == ["london", "hong_kong"])
    }

    @Test(arguments: [
        (0, 2, ["london", "hong_kong", "new_york"]),
        (2, 0, ["hong_kong", "new_york", "london"]),
        (1, 2, ["new_york", "hong_kong", "london"]),
    ])
    func moveShiftsTheCitiesBetween(from: Int, to: Int, expected: [String]) {
        var s = CityStore.defaults()
        let r4 = s.move(from: from, to: to)
        #expect(r4)
        #expect(s.ids == expected)
    }

    @Test func moveRefusesEmptyOrSameSlots() {
        var s = store("tokyo", "paris")
        let r5 = s.move(from: 0, to: 0)
        #expect(!r5)
        let r6 = s.move(from: 0, to: 2)
        #expect(!r6, "slot 2 is empty: empty rows stay at the bottom")
        let r7 = s.move(from: 3, to: 0)
        #expect(!r7)
        #expect(s.ids == ["tokyo", "paris"])
    }

    @Test func moveUpAndDownReturnTheNewSlot() {
        var s = CityStore.defaults()
        let r8 = s.moveDown(at: 0)
        #expect(r8 == 1)
        #expect(s.ids == ["london", "new_york", "hong_kong"])
        let r9 = s.moveUp(at: 2)
        #expect(r9 == 1)
        #expect(s.ids == ["london", "hong_kong", "new_york"])
        let r10 = s.moveUp(at: 0)
        #expect(r10 == nil)
        let r11 = s.moveDown(at: 2)
        #expect(r11 == nil)
        #expect(s.ids == ["london", "hong_kong", "new_york"])
    }

    @Test func resetRestoresTheDefaults() {
        var s = store("tokyo")
        s.reset()
        #expect(s == CityStore.defaults())
        var empty = CityStore()
        empty.reset()
        #expect(empty.ids == CityCatalogue.defaultIDs)
    }

    @Test func containsComparesByID() {
        let s = store("tokyo")
        let renamed = City(id: "tokyo", name: "Tōkyō", country: "Japan", zone: "Asia/Tokyo")
        #expect(s.contains(renamed))
        #expect(s.index(of: renamed) == 0)
    }
}
