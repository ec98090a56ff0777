// Prints the entries of LetterFolding.table: each letter of LetterFolding.blocks whose folding by
// Foundation (ICU) differs from its lower case. Run where Foundation has ICU (any Swift toolchain):
//   swift scripts/letter-folding.swift > /tmp/table.txt
// then paste the lines between the table's brackets; CityCatalogueTests checks the result.
import Foundation

let blocks: [ClosedRange<UInt32>] = [0xC0...0x24F, 0x370...0x3FF, 0x400...0x4FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF]
var items: [String] = []
for block in blocks {
    for value in block {
        guard let scalar = Unicode.Scalar(value), scalar.properties.generalCategory != .unassigned else { continue }
        let letter = String(Character(scalar))
        let folded = letter.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
        guard folded != letter.lowercased() else { continue }
        let spelled = folded.unicodeScalars.map { $0.isASCII ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined()
        items.append("0x\(String(value, radix: 16, uppercase: true)): \"\(spelled)\",")
    }
}
var line = ""
for item in items {
    if !line.isEmpty && line.count + item.count + 1 > 100 { print("        " + line); line = "" }
    line += (line.isEmpty ? "" : " ") + item
}
if !line.isEmpty { print("        " + line) }
