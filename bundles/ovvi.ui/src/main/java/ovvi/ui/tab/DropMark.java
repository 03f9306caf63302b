package ovvi.ui.tab;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.graphics.Region;
import org.eclipse.swt.widgets.Composite;

import ovvi.model.Direction;
import ovvi.ui.UiIds;

/**
 * The drop feedback over a tab's cards: the band along the edge of the card where a dragged
 * card would go (a third of the card), or a frame round the card it would swap with. It is a
 * plain child of the cards' area with no drop target of its own, so GTK passes the drag under
 * it on to the area's.
 */
final class DropMark {

	private static final int FRAME = 4;

	private final Composite mark;
	private Region region;

	DropMark(Composite area) {
		mark = new Composite(area, SWT.NONE);
		mark.setData(UiIds.KEY, UiIds.CARD_DROP_MARK);
		// painted, not a background: the workbench's CSS theme resets a composite's background
		mark.addPaintListener(event -> {
			event.gc.setBackground(event.display.getSystemColor(SWT.COLOR_LIST_SELECTION));
			event.gc.fillRectangle(mark.getClientArea());
		});
		mark.setVisible(false);
		mark.addDisposeListener(event -> {
			if (region != null) {
				region.dispose();
			}
		});
	}

	/** @param edge the card's side, or null for the whole card (a swap) */
	void show(Rectangle card, Direction edge) {
		Rectangle band = edge == null ? card : switch (edge) {
		case LEFT -> new Rectangle(card.x, card.y, card.width / 3, card.height);
		case RIGHT -> new Rectangle(card.x + card.width - card.width / 3, card.y, card.width / 3, card.height);
		case UP -> new Rectangle(card.x, card.y, card.width, card.height / 3);
		case DOWN -> new Rectangle(card.x, card.y + card.height - card.height / 3, card.width, card.height / 3);
		};
		if (edge == null) {
			Region frame = new Region();
			frame.add(0, 0, band.width, band.height);
			frame.subtract(FRAME, FRAME, band.width - 2 * FRAME, band.height - 2 * FRAME);
			setRegion(frame);
		} else {
			setRegion(null);
		}
		mark.setBounds(band);
		mark.moveAbove(null);
		mark.setVisible(true);
	}

	void hide() {
		if (!mark.isDisposed()) {
			mark.setVisible(false);
		}
	}

	private void setRegion(Region next) {
		mark.setRegion(next);
		if (region != null) {
			region.dispose();
		}
		region = next;
	}
}
