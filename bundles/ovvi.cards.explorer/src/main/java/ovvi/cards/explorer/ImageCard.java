package ovvi.cards.explorer;

import java.io.ByteArrayInputStream;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.SWTException;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageData;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Canvas;
import org.eclipse.swt.widgets.Composite;

import ovvi.cards.CardContext;
import ovvi.cards.WidgetRole;
import ovvi.herdr.exec.ExecException;

/** A picture of the pane's machine, fitted to the card and never enlarged: {@code ovvi:image#<iid> <file>}. */
public final class ImageCard extends LoadedCard<ImageData> {

	public static final String CANVAS_ROLE = "image.card.canvas";
	public static final String MESSAGE_ROLE = "image.card.message";

	private final Canvas canvas;
	private Image image;

	ImageCard(Composite parent, CardContext context) {
		super(parent, context, MESSAGE_ROLE);
		canvas = new Canvas(root, SWT.DOUBLE_BUFFERED);
		canvas.setData(WidgetRole.KEY, CANVAS_ROLE);
		canvas.addListener(SWT.Paint, event -> paint(event.gc));
		canvas.addListener(SWT.MouseDown, event -> context.keyboardIn());
		content(canvas);
		load();
	}

	/** Decoded off the UI thread too: ImageData belongs to no display. */
	@Override
	protected ImageData read(String path) throws ExecException, InterruptedException {
		byte[] bytes = FileContent.bytes(context.machine(), path);
		try {
			return new ImageData(new ByteArrayInputStream(bytes));
		} catch (SWTException notAPicture) {
			throw new ExecException(NLS.bind(Messages.ImageCard_notAPicture, path, notAPicture.getMessage()));
		}
	}

	@Override
	protected void show(ImageData content) {
		if (image != null) {
			image.dispose();
		}
		image = new Image(canvas.getDisplay(), content);
		canvas.redraw();
	}

	private void paint(org.eclipse.swt.graphics.GC gc) {
		if (image == null) {
			return;
		}
		Rectangle area = canvas.getClientArea();
		Rectangle size = image.getBounds();
		double scale = Math.min(1.0, Math.min((double) area.width / size.width, (double) area.height / size.height));
		int width = (int) Math.round(size.width * scale);
		int height = (int) Math.round(size.height * scale);
		gc.drawImage(image, 0, 0, size.width, size.height, (area.width - width) / 2, (area.height - height) / 2, width, height);
	}

	@Override
	public void focus() {
		canvas.setFocus();
	}

	@Override
	public void dispose() {
		if (image != null) {
			image.dispose();
		}
		super.dispose();
	}

	/** The size of the picture shown, or null before it is. */
	public Rectangle pictureSize() {
		return image == null ? null : image.getBounds();
	}
}
