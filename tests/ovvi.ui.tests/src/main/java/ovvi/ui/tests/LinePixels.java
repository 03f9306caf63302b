package ovvi.ui.tests;

import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.widgets.Display;
import org.eclipse.tm.internal.terminal.textcanvas.ILinelRenderer;
import org.eclipse.tm.internal.terminal.textcanvas.ITextCanvasModel;

/**
 * What a TM Terminal line renderer draws of one line of a text model, as pixels. The drawing
 * starts on a magenta field a margin in from the image's corner, so a renderer that leaves part of
 * its line undrawn, or draws outside it, shows it.
 */
final class LinePixels {

	static final int MARGIN = 3;

	private LinePixels() {
	}

	/** The pixels of columns first (inclusive) to last (exclusive) of a line. */
	static ImageData of(ILinelRenderer renderer, ITextCanvasModel model, int line, int first, int last) {
		Display display = Display.getCurrent();
		Image image = new Image(display, renderer.getCellWidth() * (last - first) + 2 * MARGIN,
				renderer.getCellHeight() + 2 * MARGIN);
		GC gc = new GC(image);
		try {
			gc.setBackground(new Color(255, 0, 255));
			gc.fillRectangle(image.getBounds());
			renderer.drawLine(model, gc, line, MARGIN, MARGIN, first, last);
			return image.getImageData();
		} finally {
			gc.dispose();
			image.dispose();
		}
	}

	/** Where two drawings differ, or null when every pixel is the same. */
	static String difference(ImageData expected, ImageData actual) {
		if (expected.width != actual.width || expected.height != actual.height) {
			return "sizes " + expected.width + "x" + expected.height + " and " + actual.width + "x" + actual.height;
		}
		int differing = 0;
		String first = null;
		for (int y = 0; y < expected.height; y++) {
			for (int x = 0; x < expected.width; x++) {
				if (!expected.palette.getRGB(expected.getPixel(x, y)).equals(actual.palette.getRGB(actual.getPixel(x, y)))) {
					differing++;
					if (first == null) {
						first = "at (" + x + "," + y + ") " + expected.palette.getRGB(expected.getPixel(x, y)) + " and "
								+ actual.palette.getRGB(actual.getPixel(x, y));
					}
				}
			}
		}
		return first == null ? null : differing + " pixels differ, first " + first;
	}
}
