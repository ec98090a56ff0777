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
        let boxes = rects.map { PixelBox(covering: $0) }
        let images = boxes.map { ImageSurface(width: $0.width, height: $0.height) }
        // Whole pixels copied as they are, which is all Cairo's SOURCE does here (what lies
        // outside the face stays clear), on every core once there is enough of it: at 4K the
        // patches are 12 MB, and they are taken on the way to a new size's first frame.
        face.flush()
        let source = face.data, sourceStride = face.stride
        let whole = PixelBox(x: 0, y: 0, width: face.width, height: face.height)
        let area = boxes.reduce(0) { $0 + $1.width * $1.height }
        let copy = { (i: Int) in
            guard let part = boxes[i].intersection(whole) else { return }
            let target = images[i].data, stride = images[i].stride
            for y in 0..<part.height {
                (target + (part.y - boxes[i].y + y) * stride + (part.x - boxes[i].x) * 4)
                    .update(from: source + (part.y + y) * sourceStride + part.x * 4, count: part.width * 4)
            }
        }
        if Double(area) >= Parallel.worthSharingPixels { Parallel.forEach(images.count, copy) } else { images.indices.forEach(copy) }
        for image in images { image.markDirty() }
        patches = zip(rects, images).map { ($0.pixelBounds, $1) }
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
    public func light(_ face: ImageSurface, with frame: AnimationFrame, abandon: () -> Bool = { false }) -> BackgroundPatches {
        let patches = BackgroundPatches(of: face, rects: lightRects)
        paintLights(frame.rows, timerLamp: frame.timerLamp, alarmLamp: frame.alarmLamp, colonLevel: 0,
                    on: Canvas(surface: face.surface), abandon: abandon)
        return patches
    }
}
