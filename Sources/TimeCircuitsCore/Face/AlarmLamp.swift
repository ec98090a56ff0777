extension FaceLayout {
    /// The alarm's lamp: the decimal point of the middle row's MIN field, at the foot of its
    /// last digit, as the replica lights it when an alarm is armed. The size of a colon dot.
    public var alarmLamp: Circle {
        let window = rows[1].windows[rows[1].windows.count - 1]
        let box = window.cells[window.cells.count - 1].box
        let r = rows[1].colonDots[0].radius * 0.8
        // Right of the last digit's foot, inside the window's black.
        let x = min(box.maxX + r * 1.3, window.rect.maxX - r * 1.4)
        return Circle(center: Point(x, box.maxY - r), radius: r)
    }
}
