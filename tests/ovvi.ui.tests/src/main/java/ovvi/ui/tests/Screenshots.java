package ovvi.ui.tests;

import java.nio.file.Path;

import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.GC;
import org.eclipse.swt.graphics.Image;
import org.eclipse.swt.graphics.ImageLoader;
import org.eclipse.swt.graphics.Rectangle;
import org.eclipse.swt.widgets.Shell;

/**
 * Saves a picture of a shell in the folder the system property {@code ovvi.screenshots} names
 * (the build sets target/screenshots), for the README.
 */
final class Screenshots {

	private Screenshots() {
	}

	/** {@link #save}, for steps that cannot throw checked exceptions (a dialog's own event loop). */
	static void saveQuietly(Shell shell, String name) {
		try {
			save(shell, name);
		} catch (java.io.IOException e) {
			throw new java.io.UncheckedIOException(e);
		}
	}

	static void save(Shell shell, String name) throws java.io.IOException {
		Path folder = java.nio.file.Files.createDirectories(Path.of(System.getProperty("ovvi.screenshots")));
		// TM Terminal paints from a timer of its own: give it a few turns (pictures only, never
		// the tests' synchronisation)
		long until = System.nanoTime() + java.util.concurrent.TimeUnit.MILLISECONDS.toNanos(300);
		UiWait.until(shell.getDisplay(), () -> System.nanoTime() >= until, "300 ms of the event loop");
		shell.update();
		Rectangle area = shell.getBounds();
		Image image = new Image(shell.getDisplay(), area.width, area.height);
		GC gc = new GC(shell.getDisplay());
		try {
			gc.copyArea(image, area.x, area.y);
			ImageLoader loader = new ImageLoader();
			loader.data = new org.eclipse.swt.graphics.ImageData[] { image.getImageData() };
			loader.save(folder.resolve(name).toString(), SWT.IMAGE_PNG);
		} finally {
			gc.dispose();
			image.dispose();
		}
	}
}
