package ovvi.ui.commands;

import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.InputDialog;

import ovvi.model.write.TypeIntoPane;
import ovvi.ui.pages.Writes;

/**
 * Go to Directory… and Insert Path… (plugin.xml names which): a folder or file path typed into
 * the keyboard card's shell, quoted by the model. Go to Directory types only into a shell; with
 * a program running, the model answers busy and the notice says so.
 */
public final class GoToDirectoryHandler extends TargetHandler implements org.eclipse.core.runtime.IExecutableExtension {

	private boolean insertOnly;

	@Override
	public void setInitializationData(org.eclipse.core.runtime.IConfigurationElement config, String propertyName, Object data) {
		insertOnly = "insert".equals(data);
	}

	@Override
	boolean canRun(Target target) {
		return target.herdrPane() != null;
	}

	@Override
	void run(Target target) {
		String paneId = target.herdrPane().id();
		InputDialog ask = new InputDialog(target.window().getShell(), insertOnly ? "Insert Path" : "Go to Directory",
				insertOnly ? "The path to type into the pane:" : "The folder the pane's shell goes to:",
				target.herdrPane().liveCwd(), path -> path.isBlank() ? "Type a path." : null);
		if (ask.open() != IDialogConstants.OK_ID) {
			return;
		}
		String path = ask.getValue().strip();
		Writes.submit(target.window(), target.page(),
				insertOnly ? TypeIntoPane.insertPath(paneId, path) : TypeIntoPane.goToDirectory(paneId, path));
	}
}
