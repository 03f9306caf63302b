package ovvi.ui.install;

import java.util.Map;
import java.util.function.Function;

import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.jface.resource.JFaceResources;
import java.util.function.Consumer;

import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.ProgressBar;
import org.eclipse.swt.widgets.Text;

import ovvi.model.HostConnection;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;
import ovvi.ui.preferences.OvviPreferences;

/**
 * The Install herdr page of one machine, one {@link SetupState} at a time: this computer's (with
 * the demo session), or that of a page whose session found no herdr on its machine.
 */
public final class InstallHerdrPanel {

	private final Composite page;
	private final HerdrSetup setup;
	/** "this computer", or the page's machine as the user named it */
	private final String where;
	/** null on a page's machine, which offers no demo */
	private final Consumer<SetupState.DemoRunning> demoStarted;
	private SetupState state;

	/**
	 * This computer's page.
	 *
	 * @param demoStarted told on the UI thread once the demo session's server runs; the window
	 *        opens it as a page and says what its contents lack, if anything
	 */
	public InstallHerdrPanel(Composite parent, Map<String, String> environment, String simulator,
			Consumer<SetupState.DemoRunning> demoStarted) {
		this(parent, Messages.Machines_thisComputer, demoStarted,
				shown -> new HerdrSetup(environment, OvviPreferences::installCommand, simulator, shown));
	}

	/**
	 * The page of a session whose machine has no herdr: once herdr is there, the session starts
	 * and the page shows it.
	 *
	 * @param machine the machine as the page names it
	 */
	public InstallHerdrPanel(Composite parent, HostConnection session, String machine) {
		this(parent, machine, null, shown -> new HerdrSetup(session, OvviPreferences::installCommand, shown));
	}

	private InstallHerdrPanel(Composite parent, String where, Consumer<SetupState.DemoRunning> demoStarted,
			Function<Consumer<SetupState>, HerdrSetup> setupFor) {
		this.where = where;
		this.demoStarted = demoStarted;
		page = new Composite(parent, SWT.NONE);
		GridLayoutFactory.fillDefaults().margins(24, 24).spacing(8, 10).applyTo(page);
		setup = setupFor.apply(next -> page.getDisplay().asyncExec(() -> show(next)));
		page.addDisposeListener(event -> setup.close());
		setup.check();
	}

	public Composite control() {
		return page;
	}

	/** What the page shows now; the UI thread's view of the setup. */
	public SetupState state() {
		return state;
	}

	private void show(SetupState next) {
		if (page.isDisposed()) {
			return;
		}
		if (next instanceof SetupState.Installing installing && state instanceof SetupState.Installing) {
			// a new line of the installer: only the line under the loader changes
			state = next;
			for (Control child : page.getChildren()) {
				if (UiIds.INSTALL_LAST_LINE.equals(child.getData(UiIds.KEY))) {
					((Label) child).setText(installing.lastLine());
				}
			}
			page.layout(true, true);
			return;
		}
		state = next;
		for (Control child : page.getChildren()) {
			child.dispose();
		}
		switch (next) {
		case SetupState.Checking checking -> loader(NLS.bind(Messages.Install_looking, where), "");
		case SetupState.Missing missing -> showMissing(missing);
		case SetupState.Installing installing -> loader(Messages.Install_installing, installing.lastLine());
		case SetupState.Failed failed -> showFailed(failed);
		case SetupState.Found found -> {
			title(Messages.Install_installed);
			text(NLS.bind(Messages.Install_foundAt, found.herdrPath()), UiIds.INSTALL_MESSAGE);
		}
		// the page's parts take its place once its session answers
		case SetupState.Connecting connecting -> loader(Messages.Install_installed, Messages.Install_connecting);
		case SetupState.DemoStarting starting -> loader(Messages.Install_startingDemo, "");
		case SetupState.DemoRunning running -> {
			title(Messages.Install_demoTitle);
			text(NLS.bind(Messages.Install_demoRunning, HerdrSetup.DEMO_SESSION), UiIds.INSTALL_MESSAGE);
			if (running.contentsProblem() != null) {
				text(running.contentsProblem(), UiIds.INSTALL_DEMO_PROBLEM);
			}
			demoStarted.accept(running);
		}
		}
		page.layout(true, true);
		page.getParent().layout(true, true);
	}

	private void showMissing(SetupState.Missing missing) {
		title(Messages.Install_title);
		text(NLS.bind(Messages.Install_missing, where) + (demoStarted == null ? Messages.Install_missingThere : "") + ":", null);
		Text command = new Text(page, SWT.READ_ONLY | SWT.BORDER);
		command.setText(missing.installCommand());
		command.setFont(JFaceResources.getTextFont());
		command.setData(UiIds.KEY, UiIds.INSTALL_COMMAND);
		GridDataFactory.fillDefaults().grab(true, false).hint(480, SWT.DEFAULT).applyTo(command);

		Composite buttons = new Composite(page, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).applyTo(buttons);
		button(buttons, Messages.Install_title, UiIds.INSTALL_BUTTON, setup::install);
		if (demoStarted == null) {
			return;
		}
		Button demo = button(buttons, Messages.Install_tryDemo, UiIds.INSTALL_DEMO_BUTTON, setup::startDemo);
		demo.setEnabled(missing.demoAvailable());
		if (missing.demoProblem() != null) {
			text(missing.demoProblem(), UiIds.INSTALL_DEMO_PROBLEM);
		}
	}

	private void showFailed(SetupState.Failed failed) {
		title(Messages.Install_failed);
		Text lines = new Text(page, SWT.READ_ONLY | SWT.MULTI | SWT.BORDER);
		lines.setText(String.join("\n", failed.lastLines()));
		lines.setFont(JFaceResources.getTextFont());
		lines.setData(UiIds.KEY, UiIds.INSTALL_OUTPUT);
		// every line shows: herdr's installer says what went wrong in its last ones
		GridDataFactory.fillDefaults().grab(true, false)
				.hint(480, lines.getLineCount() * lines.getLineHeight() + 2 * lines.getBorderWidth() + 8).applyTo(lines);
		text(capitalized(failed.reason()) + ".", UiIds.INSTALL_REASON);
		button(page, Messages.Install_tryAgain, UiIds.INSTALL_TRY_AGAIN, setup::install);
	}

	private static String capitalized(String reason) {
		return reason.isEmpty() ? reason : Character.toUpperCase(reason.charAt(0)) + reason.substring(1);
	}

	private void loader(String what, String lastLine) {
		title(what);
		ProgressBar bar = new ProgressBar(page, SWT.INDETERMINATE);
		GridDataFactory.fillDefaults().grab(true, false).hint(480, SWT.DEFAULT).applyTo(bar);
		Label line = new Label(page, SWT.NONE);
		line.setText(lastLine);
		line.setData(UiIds.KEY, UiIds.INSTALL_LAST_LINE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(line);
	}

	private void title(String text) {
		Label title = new Label(page, SWT.NONE);
		title.setText(text);
		title.setFont(JFaceResources.getHeaderFont());
		title.setData(UiIds.KEY, UiIds.INSTALL_TITLE);
	}

	private void text(String text, String role) {
		Label label = new Label(page, SWT.WRAP);
		label.setText(text);
		label.setData(UiIds.KEY, role);
		GridDataFactory.fillDefaults().grab(true, false).hint(480, SWT.DEFAULT).applyTo(label);
	}

	private static Button button(Composite parent, String text, String role, Runnable action) {
		Button button = new Button(parent, SWT.PUSH);
		button.setText(text);
		button.setData(UiIds.KEY, role);
		button.addListener(SWT.Selection, event -> action.run());
		return button;
	}
}
