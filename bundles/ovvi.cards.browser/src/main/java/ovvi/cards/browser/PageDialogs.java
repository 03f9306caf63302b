package ovvi.cards.browser;

import org.eclipse.jface.dialogs.InputDialog;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.window.Window;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.browser.Browser;
import org.eclipse.swt.browser.BrowserFunction;

/**
 * A page's alert, confirm and prompt as dialogs of the window, titled with the page's host:
 * SWT defines its browser functions in every page before the page's own scripts run, so these
 * three take the place of WebKit's own.
 */
final class PageDialogs {

	PageDialogs(Browser page) {
		new BrowserFunction(page, "alert") {
			@Override
			public Object function(Object[] arguments) {
				MessageDialog.openInformation(page.getShell(), from(page), text(arguments, 0));
				return null;
			}
		};
		new BrowserFunction(page, "confirm") {
			@Override
			public Object function(Object[] arguments) {
				return MessageDialog.openConfirm(page.getShell(), from(page), text(arguments, 0));
			}
		};
		new BrowserFunction(page, "prompt") {
			@Override
			public Object function(Object[] arguments) {
				InputDialog input = new InputDialog(page.getShell(), from(page), text(arguments, 0), text(arguments, 1), null);
				return input.open() == Window.OK ? input.getValue() : null;
			}
		};
	}

	private static String from(Browser page) {
		try {
			String host = java.net.URI.create(page.getUrl()).getHost();
			return host == null ? Messages.PageDialogs_pageSays : NLS.bind(Messages.PageDialogs_hostSays, host);
		} catch (IllegalArgumentException notAUri) {
			return Messages.PageDialogs_pageSays;
		}
	}

	private static String text(Object[] arguments, int index) {
		return arguments.length > index && arguments[index] != null ? String.valueOf(arguments[index]) : "";
	}
}
