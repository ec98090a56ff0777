/// The RIFF WAVE container around 16-bit mono PCM: the one sound format every player and sound
/// server reads, libcanberra's own reader among them.
public enum WAVFile {
    /// The 44-byte header and the samples, little-endian.
    public static func bytes(samples: [Int16], sampleRate: Int) -> [UInt8] {
        let dataSize = samples.count * 2
        var out: [UInt8] = []
        out.reserveCapacity(44 + dataSize)
        func text(_ s: String) { out += Array(s.utf8) }
        func u32(_ v: Int) { out += withUnsafeBytes(of: UInt32(v).littleEndian, Array.init) }
        func u16(_ v: Int) { out += withUnsafeBytes(of: UInt16(v).littleEndian, Array.init) }
        text("RIFF"); u32(36 + dataSize); text("WAVE")
        text("fmt "); u32(16)
        u16(1)                  // PCM
        u16(1)                  // mono
        u32(sampleRate)
        u32(sampleRate * 2)     // bytes a second
        u16(2)                  // bytes a frame
        u16(16)                 // bits a sample
        text("data"); u32(dataSize)
        for s in samples { out += withUnsafeBytes(of: s.littleEndian, Array.init) }
        return out
    }
}
