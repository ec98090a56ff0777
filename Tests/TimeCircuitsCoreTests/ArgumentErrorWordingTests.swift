import DesktopTestSupport
import Testing
@testable import TimeCircuitsCore

/// The argument parser's English errors, said again in the user's language.
@Suite("Argument parser errors in the user's language")
struct ArgumentErrorWordingTests {
    static let german = CatalogueWords.words("de")

    @Test("the common errors are German, their options and values kept as the parser quoted them")
    func german() {
        let de = Self.german
        #expect(ArgumentErrorWording.translated("Missing expected argument '--output <file>'", de)
                == "Erwartetes Argument '--output <file>' fehlt")
        #expect(ArgumentErrorWording.translated("Unknown option '--bogus'", de) == "Unbekannte Option '--bogus'")
        #expect(ArgumentErrorWording.translated("Unknown option '--nite'. Did you mean '--night'?", de)
                == "Unbekannte Option '--nite'. Meinten Sie '--night'?")
        #expect(ArgumentErrorWording.translated("2 unexpected arguments: 'a', 'b'", de) == "2 unerwartete Argumente: 'a', 'b'")
        #expect(ArgumentErrorWording.translated("The option '--24h' does not take any value, but '3' was specified.", de)
                == "Die Option '--24h' nimmt keinen Wert, aber '3' wurde angegeben.")
    }

    @Test("a message the table does not know, or one with more after it, stays as the parser wrote it")
    func unknownStaysEnglish() {
        let de = Self.german
        let custom = "The value 'x' is invalid for '--colon <step|pulse>'. Please provide one of 'step' and 'pulse'."
        #expect(ArgumentErrorWording.translated(custom, de) == custom)
        #expect(ArgumentErrorWording.translated("Some future message", de) == "Some future message")
        #expect(ArgumentErrorWording.translated("Unknown option '--bogus'", .english) == "Unknown option '--bogus'")
    }

    @Test("every template matches its own English with parts filled in, and gives them back in order")
    func templatesMatchThemselves() {
        for template in ArgumentErrorWording.templates {
            let filled = Words.english(template, "A1", "B2")
            let parts = ArgumentErrorWording.match(filled, template)
            #expect(parts == Array(["A1", "B2"].prefix(parts?.count ?? 0)) && parts != nil, "\(template)")
        }
    }
}
