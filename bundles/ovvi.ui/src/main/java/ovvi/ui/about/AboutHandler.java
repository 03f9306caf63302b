package ovvi.ui.about;

import org.eclipse.e4.core.di.annotations.Execute;
import org.eclipse.e4.ui.services.IServiceConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.swt.widgets.Shell;

import jakarta.inject.Named;

import ovvi.ui.Messages;

public final class AboutHandler {

	/** The About dialog's title; the UI tests find the dialog by it. */
	public static final String TITLE = Messages.About_title;

	@Execute
	public void execute(@Named(IServiceConstants.ACTIVE_SHELL) Shell shell) {
		MessageDialog.openInformation(shell, TITLE, AboutText.current());
	}
}
