import TimeCircuitsCore

/// A face's background under its lights only: every pixel a light can reach
/// (`FacePainter.lightRects`), kept to restore a light before it is painted again. Elsewhere a
/// face is its background whatever its lights, so the picture that holds the face holds the rest,
/// and a window keeps one whole picture where it kept two: at 520×335 the patches are a third of
/// a face, and a face is 0.7 MB (issue 30).
public final class BackgroundPatches {
    /// Each light rectangle, to whole pixels, and the background there.
    private let patches: [(bounds: Rect, image: ImageSurface)]

    /// Copies the patches out of `face`, which shows its background under every rectangle of
    /// `rects` (a background, or a face before its lights are painted).
    public init(of face: ImageSurface, rects: [Rect]) {
        patches = rects.map { r in
            let bounds = r.pixelBounds
            let image = ImageSurface(width: Int(bounds.width), height: Int(bounds.height))
            Canvas(surface: image.surface).replace(with: face, at: Point(-bounds.minX, -bounds.minY))
            return (bounds, image)
        }
    }

    /// Puts the background back inside `rects` on `c`; each lies in one of the patches' rectangles,
    /// as every rectangle `FacePainter.damage` gives lies in one of `lightRects`.
    public func restore(_ rects: [Rect], on c: Canvas) {
        for r in rects {
            guard let patch = patches.first(where: { $0.bounds.contains(r) }) else {
                assertionFailure("no background kept under \(r)")
                continue
            }
            c.replace(with: patch.image, at: patch.bounds.origin, in: [r])
        }
    }
}

extension FacePainter {
    /// Paints `frame`'s lights, the colons that follow the clock left out, over the background
    /// `face` shows, and returns that background as kept under them.
    public func light(_ face: ImageSurface, with frame: AnimationFrame) -> BackgroundPatches {
        let patches = BackgroundPatches(of: face, rects: lightRects)
        paintLights(frame.rows, timerLamp: frame.timerLamp, alarmLamp: frame.alarmLamp, colonLevel: 0,
                    on: Canvas(surface: face.surface))
        return patches
    }
}
