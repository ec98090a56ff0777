import FoundationEssentials
import Glibc

/// The project's own sounds, made from oscillators, noise, envelopes and filters: nothing is
/// recorded from the films or taken from anyone's firmware. Pure and deterministic (the noise is
/// seeded), so the same build always makes the same files, and a test can measure them.
///
/// Each recipe is timed to the picture it goes with (`SoundCue`): the departure flickers at the
/// time travel's 25 Hz flicker, the journey's bursts change at its noise step, the refusal buzzes
/// once a blink, the power-on chimes as the words light.
public enum SoundSynthesis {
    /// CD rate: what every sound server takes without resampling trouble.
    public static let sampleRate = 44_100
    /// Raised whenever a recipe changes, so a cached file made by an older one is made again.
    public static let recipeVersion = 1

    /// The keypad's two tones per digit, low and high: the telephone keypad's (DTMF), the
    /// sound a keypad of the prop's era makes, so every digit has a pitch of its own.
    public static func keyTones(_ digit: Int) -> (low: Double, high: Double) {
        let rows: [Double] = [697, 770, 852, 941]
        let columns: [Double] = [1209, 1336, 1477]
        guard (1...9).contains(digit) else { return (rows[3], columns[1]) }
        return (rows[(digit - 1) / 3], columns[(digit - 1) % 3])
    }

    /// The effect as 16-bit mono samples at `sampleRate`.
    public static func samples(_ effect: SoundEffect) -> [Int16] {
        switch effect {
        case .powerOn: powerOn()
        case .key(let digit): key(digit)
        case .enter: enter()
        case .refused: refused()
        case .departure: sweep(from: 220, to: 1760, seconds: TimeTravelSequence.flickerEnd + 0.05)
        case .travel: travel()
        case .arrival: arrival()
        case .returnToPresent: sweep(from: 1760, to: 220, seconds: TimeTravelSequence.flickerEnd + 0.05)
        case .timerEnd: timerEnd()
        case .chime: chime()
        case .beep: beep()
        case .message: message()
        }
    }

    /// The effect as a WAV file's bytes.
    public static func wav(_ effect: SoundEffect) -> [UInt8] {
        WAVFile.bytes(samples: samples(effect), sampleRate: sampleRate)
    }

    // MARK: Recipes

    private static func key(_ digit: Int) -> [Int16] {
        let (low, high) = keyTones(digit)
        var b = Buffer(seconds: 0.13)
        b.add(at: 0, seconds: 0.12) { t, d in
            Envelope.gate(t, d, attack: 0.004, release: 0.02) * 0.5 * (sine(low, t) + sine(high, t))
        }
        return b.pcm(peak: 0.55)
    }

    private static func enter() -> [Int16] {
        var b = Buffer(seconds: 0.22)
        // Two rising beeps, G6 then C7: the keypad's "yes".
        for (start, pitch) in [(0.0, 1568.0), (0.1, 2093.0)] {
            b.add(at: start, seconds: 0.08) { t, d in
                Envelope.gate(t, d, attack: 0.003, release: 0.02) * (sine(pitch, t) + 0.2 * sine(2 * pitch, t))
            }
        }
        return b.pcm(peak: 0.55)
    }

    private static func refused() -> [Int16] {
        let blink = FaceAnimation.refusalDuration / Double(FaceAnimation.refusalBlinks)
        var b = Buffer(seconds: FaceAnimation.refusalDuration)
        // A low buzz while the refused row is dark, once a blink.
        for k in 0..<FaceAnimation.refusalBlinks {
            b.add(at: Double(k) * blink, seconds: blink / 2) { t, d in
                Envelope.gate(t, d, attack: 0.005, release: 0.02) * square(150, t, harmonics: 9)
            }
        }
        return b.pcm(peak: 0.5)
    }

    private static func powerOn() -> [Int16] {
        var noise = WhiteNoise(seed: 1)
        let lit = PowerOnSequence.onFade.start
        var b = Buffer(seconds: lit + 1.4)
        // The relay closing.
        b.add(at: 0, seconds: 0.03) { t, _ in noise.next() * exp(-t / 0.004) }
        // The supply's hum rising as the words scroll in…
        b.add(at: 0.02, seconds: lit + 0.3) { t, d in
            let f = 45 + 75 * min(1, t / lit)
            return Envelope.gate(t, d, attack: 0.25, release: 0.3) * 0.5 * saw(phase: rampPhase(45, f, t), harmonics: 12)
        }
        // …with its whine above it…
        b.add(at: 0.05, seconds: lit) { t, d in
            Envelope.gate(t, d, attack: 0.4, release: 0.2) * 0.08 * sin(sweepPhase(2500, 7000, t, d))
        }
        // …and the chord as the display lights.
        b.add(at: lit, seconds: 1.35) { t, _ in
            exp(-t / 0.35) * (0.5 * sine(880, t) + 0.35 * sine(1318.5, t) + 0.25 * sine(1760, t))
        }
        b.lowPass(cutoff: 9000)
        return b.pcm(peak: 0.7)
    }

    /// The departure (rising) and the return (falling): a sweep that flickers as the rows do.
    private static func sweep(from f0: Double, to f1: Double, seconds: Double) -> [Int16] {
        var noise = WhiteNoise(seed: 2)
        let flicker = 1 / TimeTravelSequence.flickerStep
        var b = Buffer(seconds: seconds)
        b.add(at: 0, seconds: seconds) { t, d in
            let phase = sweepPhase(f0, f1, t, d)
            let tone = sin(phase) + 0.3 * sin(2 * phase) + 0.12 * sin(3 * phase)
            let tremolo = 0.65 + 0.35 * sin(2 * .pi * flicker * t)
            let hiss = noise.next() * 0.25 * (t / d)
            return Envelope.gate(t, d, attack: 0.03, release: 0.06) * (tone * tremolo + hiss)
        }
        b.lowPass(cutoff: 7000)
        return b.pcm(peak: 0.6)
    }

    private static func travel() -> [Int16] {
        var noise = WhiteNoise(seed: 3)
        var gates = WhiteNoise(seed: 4)
        let seconds = TimeTravelSequence.arrival - TimeTravelSequence.flickerEnd
        let step = TimeTravelSequence.noiseStep
        var level = 0.5
        var nextStep = 0.0
        var b = Buffer(seconds: seconds)
        b.add(at: 0, seconds: seconds) { t, d in
            // The scrambled rows' bursts: a new level every noise step.
            if t >= nextStep {
                nextStep += step
                level = 0.35 + 0.65 * abs(gates.next())
            }
            let swell = sin(.pi * min(1, t / d))
            let rumble = 0.5 * sine(55, t) + 0.25 * sine(110, t)
            return Envelope.gate(t, d, attack: 0.1, release: 0.25) * (swell * level * noise.next() + 0.6 * rumble)
        }
        b.lowPass(cutoff: 2500)
        return b.pcm(peak: 0.6)
    }

    private static func arrival() -> [Int16] {
        var noise = WhiteNoise(seed: 5)
        var b = Buffer(seconds: 0.9)
        // The landing's thump: a drum whose pitch falls.
        b.add(at: 0, seconds: 0.6) { t, d in
            exp(-t / 0.12) * sin(sweepPhase(160, 42, t, 0.25))
        }
        b.add(at: 0, seconds: 0.4) { t, _ in 0.5 * exp(-t / 0.06) * noise.next() }
        b.lowPass(cutoff: 1800)
        // The rows lighting.
        b.add(at: 0.06, seconds: 0.8) { t, _ in 0.25 * exp(-t / 0.2) * (sine(2637, t) + 0.5 * sine(3951, t)) }
        return b.pcm(peak: 0.7)
    }

    private static func timerEnd() -> [Int16] {
        var b = Buffer(seconds: 2.3)
        // A kitchen timer's four quick beeps, three times: nothing like the alarm.
        for group in 0..<3 {
            for beep in 0..<4 {
                b.add(at: Double(group) * 0.8 + Double(beep) * 0.12, seconds: 0.07) { t, d in
                    Envelope.gate(t, d, attack: 0.003, release: 0.01) * (sine(2000, t) + 0.15 * sine(4000, t))
                }
            }
        }
        return b.pcm(peak: 0.6)
    }

    /// The beep on the second: a 60 ms tick, a clean 2 kHz tone that starts at once (its edge is
    /// the second's) and dies away fast, so sixty a minute stay a tick and not a tone.
    private static func beep() -> [Int16] {
        var b = Buffer(seconds: beepSeconds)
        b.add(at: 0, seconds: beepSeconds) { t, d in
            Envelope.gate(t, d, attack: 0.001, release: 0.005) * exp(-t / 0.02) * sine(beepPitch, t)
        }
        return b.pcm(peak: 0.5)
    }

    /// A message arriving: three quick rising notes, E6 G6 C7, a pager's "something for you".
    private static func message() -> [Int16] {
        var b = Buffer(seconds: 0.36)
        for (k, pitch) in [1318.5, 1568.0, 2093.0].enumerated() {
            b.add(at: Double(k) * 0.09, seconds: 0.08) { t, d in
                Envelope.gate(t, d, attack: 0.003, release: 0.02) * (sine(pitch, t) + 0.15 * sine(2 * pitch, t))
            }
        }
        return b.pcm(peak: 0.5)
    }

    /// The tick's pitch and length, which the tests listen for.
    public static let beepPitch = 2000.0
    public static let beepSeconds = 0.06

    private static func chime() -> [Int16] {
        var b = Buffer(seconds: 3.2)
        // Two bell strokes, E5 then C5, with a bell's inharmonic partials.
        for (start, pitch) in [(0.0, 659.25), (0.7, 523.25)] {
            b.add(at: start, seconds: 2.5) { t, _ in
                let partials: [(ratio: Double, level: Double, decay: Double)] =
                    [(1, 1, 0.9), (2, 0.5, 0.6), (2.76, 0.3, 0.35), (5.4, 0.15, 0.15)]
                return partials.reduce(0) { $0 + $1.level * exp(-t / $1.decay) * sine(pitch * $1.ratio, t) }
                    * min(1, t / 0.002)
            }
        }
        return b.pcm(peak: 0.6)
    }

    // MARK: Oscillators

    static func sine(_ frequency: Double, _ t: Double) -> Double { sin(2 * .pi * frequency * t) }

    /// A square wave built from its odd harmonics (band-limited, so it buzzes without aliasing).
    static func square(_ frequency: Double, _ t: Double, harmonics: Int) -> Double {
        stride(from: 1, through: harmonics, by: 2).reduce(0) { $0 + sine(frequency * Double($1), t) / Double($1) }
    }

    /// A sawtooth at `phase` (radians), from its first `harmonics` harmonics.
    static func saw(phase: Double, harmonics: Int) -> Double {
        (1...harmonics).reduce(0) { $0 + sin(phase * Double($1)) / Double($1) }
    }

    /// The phase at `t` of a tone gliding exponentially from `f0` to `f1` over `d` seconds (and
    /// holding `f1` after), so the pitch moves without clicks.
    static func sweepPhase(_ f0: Double, _ f1: Double, _ t: Double, _ d: Double) -> Double {
        let r = log(f1 / f0)
        let u = min(t, d)
        let glide = abs(r) < 1e-9 ? f0 * u : f0 * d / r * (exp(r * u / d) - 1)
        return 2 * .pi * (glide + f1 * max(0, t - d))
    }

    /// The phase at `t` of a tone whose pitch rose linearly from `f0` to `f` (at `t`).
    static func rampPhase(_ f0: Double, _ f: Double, _ t: Double) -> Double {
        2 * .pi * t * (f0 + f) / 2
    }
}

/// Envelopes: how a sound's loudness moves over its length.
enum Envelope {
    /// Rises over `attack`, holds, falls over `release` to silence at `duration`: the shape that
    /// starts and stops a tone without a click.
    static func gate(_ t: Double, _ duration: Double, attack: Double, release: Double) -> Double {
        guard t >= 0, t < duration else { return 0 }
        return min(1, t / attack, (duration - t) / release)
    }
}

/// White noise, −1…1, drawn in turn from the animations' stateless `Noise`: the same sound
/// every time.
struct WhiteNoise {
    let seed: UInt64
    private var step: UInt64 = 0

    init(seed: UInt64) { self.seed = seed }

    mutating func next() -> Double {
        step &+= 1
        return 2 * Noise.unit(seed, step, 0, 0) - 1
    }
}

/// A sound being made: samples as doubles, voices added into it, then scaled to 16 bits.
struct Buffer {
    private(set) var samples: [Double]
    private let rate = Double(SoundSynthesis.sampleRate)

    init(seconds: Double) {
        samples = Array(repeating: 0, count: Int((seconds * Double(SoundSynthesis.sampleRate)).rounded(.up)))
    }

    /// Adds `voice(t, duration)` from `start` for `seconds`, `t` counted from the voice's start.
    mutating func add(at start: Double, seconds: Double, _ voice: (Double, Double) -> Double) {
        let first = Int((start * rate).rounded())
        let count = Int((seconds * rate).rounded())
        for i in 0..<count where first + i < samples.count {
            samples[first + i] += voice(Double(i) / rate, seconds)
        }
    }

    /// A one-pole low-pass over everything so far: takes the edge off noise and harmonics.
    mutating func lowPass(cutoff: Double) {
        let a = 1 - exp(-2 * .pi * cutoff / rate)
        var y = 0.0
        for i in samples.indices {
            y += a * (samples[i] - y)
            samples[i] = y
        }
    }

    /// Scaled so the loudest sample is `peak` of full scale, as 16-bit samples.
    func pcm(peak: Double) -> [Int16] {
        let loudest = samples.reduce(0) { max($0, abs($1)) }
        let scale = loudest > 0 ? peak * Double(Int16.max) / loudest : 0
        return samples.map { Int16(($0 * scale).rounded()) }
    }
}
