package ovvi.terminal;

/** xterm's 256 colours as 0xRRGGBB: its 16 named ones, the 6×6×6 cube and the 24 greys. */
final class XtermPalette {

	private static final int[] NAMED = { 0x000000, 0xCD0000, 0x00CD00, 0xCDCD00, 0x0000EE, 0xCD00CD, 0x00CDCD,
			0xE5E5E5, 0x7F7F7F, 0xFF0000, 0x00FF00, 0xFFFF00, 0x5C5CFF, 0xFF00FF, 0x00FFFF, 0xFFFFFF };

	private XtermPalette() {
	}

	static int rgb(int index) {
		if (index < 16) {
			return NAMED[index];
		}
		if (index < 232) {
			int cube = index - 16;
			return (level(cube / 36) << 16) | (level(cube / 6 % 6) << 8) | level(cube % 6);
		}
		int grey = 8 + (index - 232) * 10;
		return (grey << 16) | (grey << 8) | grey;
	}

	private static int level(int step) {
		return step == 0 ? 0 : 55 + step * 40;
	}
}
