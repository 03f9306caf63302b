package ovvi.cards.browser;

import java.util.function.Consumer;

import org.eclipse.swt.SWT;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.LocationListener;
import org.eclipse.swt.browser.WindowEvent;
import org.eclipse.swt.widgets.Shell;

/**
 * A window a page opens (target=_blank, window.open, WebKit's Open Link in New Window) becomes a
 * new tab: WebKit loads it into a browser of Ovvi's in a shell that never shows, which hands the
 * first address on and goes.
 */
final class NewWindows {

	private NewWindows() {
	}

	static void catchInto(WindowEvent event, Browser opener, Consumer<String> open) {
		Shell unseen = new Shell(opener.getShell(), SWT.NONE);
		Browser catcher = new Browser(unseen, SWT.NONE);
		event.browser = catcher;
		boolean[] opened = { false };
		catcher.addLocationListener(LocationListener.changingAdapter(changing -> {
			if (changing.location == null || changing.location.isEmpty() || "about:blank".equals(changing.location)) {
				return;
			}
			changing.doit = false;
			if (!opened[0]) {
				opened[0] = true;
				open.accept(changing.location);
				unseen.getDisplay().asyncExec(unseen::dispose);
			}
		}));
	}
}
