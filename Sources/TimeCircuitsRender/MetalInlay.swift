import TimeCircuitsCore

/// A brushed-metal panel made straight into the face's own pixels.
///
/// The panel's metal is opaque, and laid through the panel's rounded outline over the chassis and
/// the seam's shadow: wherever the outline covers a whole pixel, the metal is that pixel, whatever
/// was painted under it. So the metal is written there first, and the chassis and the seam are
/// painted around it (`solid`) instead of under it; only the outline's edges and corners (`rim`)
/// are laid through the outline as before, from a copy of the metal made there. The pixels are the
/// texture's, byte for byte, without a texture the size of the panel made, filled and composited
/// at each new size (three of them, 33 MB of new memory at 4K), or the chassis painted beneath it.
struct MetalInlay {
    /// The panel's outline.
    let outline: Rect
    let radius: Double
    /// Whole pixels the outline covers entirely, as boxes that share no pixel.
    let solid: [PixelBox]
    /// The metal of every other pixel of the panel, in boxes that share no pixel, each with the
    /// place of its top-left pixel.
    let rim: [(image: ImageSurface, at: PixelBox)]

    /// Makes the metal of the panel `outline` (corners of `radius`) in `pixels`, generated as
    /// `BrushedMetal.texture` generates it from the outline's whole pixels. Nil, having written
    /// nothing, when the panel does not lie inside the image or is too small for its corners.
    init?(_ outline: Rect, radius: Double, base: RGB, seed: UInt64, in pixels: SharedPixels) {
        let px = PixelBox(covering: outline)
        let x0 = Int(outline.minX.rounded(.up)), x1 = Int(outline.maxX.rounded(.down))
        let y0 = Int(outline.minY.rounded(.up)), y1 = Int(outline.maxY.rounded(.down))
        let ix0 = Int((outline.minX + radius).rounded(.up)), ix1 = Int((outline.maxX - radius).rounded(.down))
        let iy0 = Int((outline.minY + radius).rounded(.up)), iy1 = Int((outline.maxY - radius).rounded(.down))
        guard px.x >= 0, px.y >= 0, px.x + px.width <= pixels.width, px.y + px.height <= pixels.height,
              radius >= 0, ix0 < ix1, iy0 < iy1 else { return nil }
        self.outline = outline
        self.radius = radius
        let data = pixels.data, stride = pixels.stride
        BrushedMetal.make(into: data + px.y * stride + px.x * 4, stride: stride, width: px.width, height: px.height,
                          base: base, seed: seed)
        // The cross of whole pixels inside: the full-height middle, and the sides between the corners.
        solid = [
            PixelBox(x: ix0, y: y0, width: ix1 - ix0, height: y1 - y0),
            PixelBox(x: x0, y: iy0, width: ix0 - x0, height: iy1 - iy0),
            PixelBox(x: ix1, y: iy0, width: x1 - ix1, height: iy1 - iy0),
        ].filter { $0.width > 0 && $0.height > 0 }
        // Everything but the box between the corners, which the cross holds: the top and bottom
        // strips, and the left and right ends between them. Disjoint, as each is laid through the
        // outline once; where one reaches a whole pixel of the cross, it lays the metal there again.
        let right = px.x + px.width, bottom = px.y + px.height
        rim = [
            PixelBox(x: px.x, y: px.y, width: px.width, height: iy0 - px.y),
            PixelBox(x: px.x, y: iy1, width: px.width, height: bottom - iy1),
            PixelBox(x: px.x, y: iy0, width: ix0 - px.x, height: iy1 - iy0),
            PixelBox(x: ix1, y: iy0, width: right - ix1, height: iy1 - iy0),
        ].filter { $0.width > 0 && $0.height > 0 }.map { box in
            let image = ImageSurface(width: box.width, height: box.height)
            image.withPixels { copy, copyStride in
                for y in 0..<box.height {
                    (copy + y * copyStride).update(from: data + (box.y + y) * stride + box.x * 4, count: box.width * 4)
                }
            }
            image.markDirty()
            return (image, box)
        }
    }

    /// Lays the rim's metal through the outline, as the whole texture was laid.
    func paintRim(on c: Canvas) {
        for (image, box) in rim {
            c.withState {
                c.rect(Rect(x: Double(box.x), y: Double(box.y), width: Double(box.width), height: Double(box.height)))
                c.clip()
                c.roundedRect(outline, radius: radius)
                c.clip()
                c.setSource(image, at: Point(Double(box.x), Double(box.y)))
                c.paint()
            }
        }
    }
}
