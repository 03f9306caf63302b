package ovvi.product.tests;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A window's layout is kept per perspective across restarts of the product: a perspective saved
 * with the Agents view detached into a window of its own comes back with that window, where it
 * was, after Ovvi quit and started again, and the shipped perspective, the one Ovvi quit in, comes
 * back as it was, with no such window. Worked from outside with real keys through the menus'
 * mnemonics, and checked by the product's windows on the X display.
 */
class PerspectivesAcrossRestartsTest {

	private static final String WINDOW = "^Ovvi *$";
	/** A detached view's window has no title of its own. */
	private static final String DETACHED_VIEW = "^$";
	/** First in the Open Perspective dialog's list, which is in order of name; the shipped Sessions is last. */
	private static final String SAVED = "Agents Apart";

	@TempDir
	Path home;

	private final List<Process> started = new ArrayList<>();

	@Test
	void aSavedPerspectiveWithADetachedViewComesBackAfterARestartAndTheShippedOneAsItWas() throws Exception {
		try {
			ProductWindows first = start();
			String window = first.awaitTitled(WINDOW);
			first.activate(window);
			// View ▸ Agents gives the Agents view the keyboard; Alt+- opens the menu of its tab, whose
			// Detach puts it in a window of its own
			first.keys("alt+v", "a", "alt+minus", "d");
			first.awaitTitled(DETACHED_VIEW);
			savePerspectiveAs(first, window);
			// the saved perspective is the window's now, with the detached view
			String place = first.geometry(first.awaitTitled(DETACHED_VIEW));
			openPerspective(first, window, "End");
			first.awaitNoneTitled(DETACHED_VIEW, "the shipped perspective shows no detached view");
			quit(first, window);

			ProductWindows again = start();
			window = again.awaitTitled(WINDOW);
			assertEquals(List.of(), again.titled(DETACHED_VIEW), "Ovvi starts in the perspective it quit in, the shipped one");
			openPerspective(again, window, "Home");
			assertEquals(place, again.geometry(again.awaitTitled(DETACHED_VIEW)), SAVED + "'s detached view is back where it was");
			openPerspective(again, window, "End");
			again.awaitNoneTitled(DETACHED_VIEW, "the shipped perspective is as it was, with no detached view");
			quit(again, window);
		} finally {
			// an Ovvi a failed step left running is stopped by its pid, not left on the display
			started.stream().filter(Process::isAlive).forEach(Process::destroyForcibly);
		}
	}

	private ProductWindows start() throws Exception {
		Process ovvi = Launch.startToFirstWindow(home, new HashMap<>()).ovvi();
		started.add(ovvi);
		return new ProductWindows(ovvi);
	}

	/** Window ▸ Perspective ▸ Save Perspective As…, named {@link #SAVED}. */
	private static void savePerspectiveAs(ProductWindows windows, String window) throws InterruptedException {
		windows.activate(window);
		windows.keys("alt+w", "e", "a");
		String dialog = windows.awaitTitled("^Save Perspective As");
		windows.activate(dialog);
		// the name field starts with the current perspective's name
		windows.keys("ctrl+a");
		windows.type(SAVED);
		windows.keys("Return");
		windows.awaitNoneTitled("^Save Perspective As", "the perspective is saved");
	}

	/**
	 * Window ▸ Perspective ▸ Open Perspective ▸ Other… (the submenu's one item, which its mnemonic
	 * arms) and, in the dialog's list, the first perspective (Home) or the last (End).
	 */
	private static void openPerspective(ProductWindows windows, String window, String key) throws InterruptedException {
		windows.activate(window);
		windows.keys("alt+w", "e", "o", "Return");
		String dialog = windows.awaitTitled("^Open Perspective");
		windows.activate(dialog);
		windows.keys(key, "Return");
		windows.awaitNoneTitled("^Open Perspective", "the perspective is opened");
	}

	/** File ▸ Exit, which closes the workbench and saves its model. */
	private static void quit(ProductWindows windows, String window) throws Exception {
		windows.activate(window);
		windows.keys("alt+f", "x");
		assertTrue(windows.ovvi().waitFor(60, TimeUnit.SECONDS), "Ovvi quits within 60 s of File ▸ Exit");
		assertEquals(0, windows.ovvi().exitValue());
	}
}
