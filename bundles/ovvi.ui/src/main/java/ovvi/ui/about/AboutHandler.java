package ovvi.ui.about;

import org.eclipse.core.commands.AbstractHandler;
import org.eclipse.core.commands.ExecutionEvent;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.ui.handlers.HandlerUtil;

public final class AboutHandler extends AbstractHandler {

	/** The About dialog's title; the UI tests find the dialog by it. */
	public static final String TITLE = "About Ovvi";

	@Override
	public Object execute(ExecutionEvent event) {
		MessageDialog.openInformation(HandlerUtil.getActiveShell(event), TITLE, AboutText.current());
		return null;
	}
}
