package ovvi.terminal;

/**
 * The cursor as herdr's latest frame leaves it: the cell it is in (0-based, the last cursor move
 * of the frame), its shape and blinking (DECSCUSR) and whether it shows ({@code ?25}). A card
 * draws it; TM Terminal's parser knows neither the shape nor the visibility.
 */
public record CursorLook(Shape shape, boolean blinking, boolean visible, int row, int column) {

	public enum Shape { BLOCK, UNDERLINE, BAR }

	/** xterm's cursor until a program asks for another: a blinking block, shown. */
	public static final CursorLook DEFAULT = new CursorLook(Shape.BLOCK, true, true, 0, 0);

	/** {@code CSI Ps SP q}: 0 and 1 blinking block, 2 steady block, 3/4 underline, 5/6 bar; odd ones blink. */
	CursorLook withShape(int decscusr) {
		if (decscusr < 0 || decscusr > 6) {
			return this; // xterm ignores what it does not know
		}
		Shape next = decscusr <= 2 ? Shape.BLOCK : decscusr <= 4 ? Shape.UNDERLINE : Shape.BAR;
		return new CursorLook(next, decscusr == 0 || decscusr % 2 == 1, visible, row, column);
	}

	CursorLook withVisible(boolean shown) {
		return new CursorLook(shape, blinking, shown, row, column);
	}

	CursorLook at(int newRow, int newColumn) {
		return new CursorLook(shape, blinking, visible, newRow, newColumn);
	}
}
