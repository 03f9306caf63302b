package ovvi.cards.browser;

import java.util.function.BiConsumer;

import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.BrowserFunction;
import org.eclipse.swt.browser.ProgressListener;

import ovvi.cards.Opening;

/**
 * A link clicked with M1 opens in a new tab in the background, with Alt to the side, as links do
 * everywhere in Ovvi: a listener in each page takes such clicks before the page does.
 */
final class LinkClicks {

	private static final String FUNCTION = "ovviOpenLink";
	private static final String LISTENER = """
			if (!window.ovviLinkClicks) {
			  window.ovviLinkClicks = true;
			  document.addEventListener('click', function (event) {
			    var link = event.target && event.target.closest ? event.target.closest('a[href]') : null;
			    var where = !link ? null : (event.ctrlKey || event.metaKey) ? 'tab' : event.altKey ? 'side' : null;
			    if (where) {
			      event.preventDefault();
			      event.stopPropagation();
			      ovviOpenLink(link.href, where);
			    }
			  }, true);
			}
			""";

	LinkClicks(Browser page, BiConsumer<String, Opening> open) {
		new BrowserFunction(page, FUNCTION) {
			@Override
			public Object function(Object[] arguments) {
				if (arguments.length == 2 && arguments[0] instanceof String url && arguments[1] instanceof String where) {
					// after the click's own handling: the open asks herdr, the page must not wait for it
					page.getDisplay().asyncExec(() -> open.accept(url, where.equals("side") ? Opening.SIDE : Opening.BACKGROUND_TAB));
				}
				return null;
			}
		};
		// from the load's first progress, not only its end: a link may be clicked while images still load
		page.addProgressListener(ProgressListener.changedAdapter(event -> page.execute(LISTENER)));
		page.addProgressListener(ProgressListener.completedAdapter(event -> page.execute(LISTENER)));
	}
}
