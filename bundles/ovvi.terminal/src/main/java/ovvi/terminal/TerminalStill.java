package ovvi.terminal;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Color;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Event;

import ovvi.cards.WidgetRole;

/**
 * A terminal's last picture (the seed's still), taken as its card lets go of its stream: the
 * released card shows it instead of an empty face, and the card made again shows it over its new
 * terminal until herdr's first frames have drawn. Whoever holds it last disposes it.
 */
final class TerminalStill {

	private final Image picture;
	private final Color background;

	private TerminalStill(Image picture, Color background) {
		this.picture = picture;
		this.background = background;
	}

	/** The control's picture as it would draw now, or null when it has no size. */
	static TerminalStill of(Control terminal) {
		Rectangle area = terminal.getBounds();
		if (area.width <= 0 || area.height <= 0) {
			return null;
		}
		Image picture = new Image(terminal.getDisplay(), area.width, area.height);
		GC gc = new GC(picture);
		try {
			// a card out of view is not mapped: neither the screen nor print() has its pixels, so its
			// own paint listeners draw it onto the picture
			Event paint = new Event();
			paint.gc = gc;
			paint.width = area.width;
			paint.height = area.height;
			terminal.notifyListeners(SWT.Paint, paint);
		} finally {
			gc.dispose();
		}
		return new TerminalStill(picture, terminal.getBackground());
	}

	/** A control that shows the picture at its top left on the terminal's background. */
	Canvas showIn(Composite parent) {
		Canvas face = new Canvas(parent, SWT.NO_BACKGROUND);
		face.setData(WidgetRole.KEY, TerminalCard.STILL_ROLE);
		face.addListener(SWT.Paint, event -> {
			if (picture.isDisposed()) {
				return;
			}
			Rectangle size = picture.getBounds();
			Rectangle client = face.getClientArea();
			event.gc.setBackground(background.isDisposed() ? face.getBackground() : background);
			event.gc.fillRectangle(client);
			event.gc.drawImage(picture, 0, 0, Math.min(size.width, client.width), Math.min(size.height, client.height), 0, 0,
					Math.min(size.width, client.width), Math.min(size.height, client.height));
		});
		return face;
	}

	void dispose() {
		picture.dispose();
	}
}
