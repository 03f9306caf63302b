package ovvi.ui.tests;

import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Point;
import org.eclipse.swt.graphics.RGB;
import org.eclipse.swt.widgets.Display;

/** What the screen shows at a point, read back from the X server as a person would see it. */
final class ScreenPixels {

	private ScreenPixels() {
	}

	static RGB at(Display display, Point onScreen) {
		Image pixel = new Image(display, 1, 1);
		GC screen = new GC(display);
		try {
			screen.copyArea(pixel, onScreen.x, onScreen.y);
			ImageData data = pixel.getImageData();
			return data.palette.getRGB(data.getPixel(0, 0));
		} finally {
			screen.dispose();
			pixel.dispose();
		}
	}
}
