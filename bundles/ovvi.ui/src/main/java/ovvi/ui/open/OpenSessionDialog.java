package ovvi.ui.open;

import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;

import ovvi.herdr.api.SessionInfo;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.ui.UiIds;

/**
 * Open Session…: the sessions of this computer or of an SSH host, running and stopped. Opening,
 * starting, stopping and deleting them come with the session model.
 */
public final class OpenSessionDialog extends Dialog {

	public static final String TITLE = "Open Session";

	private final Machines machines;
	private Combo machine;
	private Label targetError;
	private Table sessions;
	private Label status;
	private Button retry;
	private String listed;
	private int generation;

	public OpenSessionDialog(Shell parent, Machines machines) {
		super(parent);
		this.machines = machines;
	}

	@Override
	protected boolean isResizable() {
		return true;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(TITLE);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(3).margins(12, 12).spacing(8, 6).applyTo(area);

		new Label(area, SWT.NONE).setText("&Machine:");
		machine = new Combo(area, SWT.DROP_DOWN);
		machine.add(Machines.THIS_COMPUTER);
		SshConfigHosts.read(machines.sshConfig()).forEach(machine::add);
		machine.select(0);
		machine.setToolTipText("This computer, a Host of ~/.ssh/config, or user@host[:port]");
		machine.setData(UiIds.KEY, UiIds.OPEN_MACHINE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(machine);
		Button list = new Button(area, SWT.PUSH);
		list.setText("&List Sessions");
		list.setData(UiIds.KEY, UiIds.OPEN_LIST);
		list.addListener(SWT.Selection, event -> listChosen());
		machine.addListener(SWT.Selection, event -> listChosen());
		// Enter in the field lists its machine rather than pressing the dialog's default button
		machine.addListener(SWT.Traverse, event -> {
			if (event.detail == SWT.TRAVERSE_RETURN) {
				event.doit = false;
				listChosen();
			}
		});

		targetError = new Label(area, SWT.WRAP);
		targetError.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
		targetError.setData(UiIds.KEY, UiIds.OPEN_TARGET_ERROR);
		GridDataFactory.fillDefaults().span(3, 1).hint(520, SWT.DEFAULT).exclude(true).applyTo(targetError);
		targetError.setVisible(false);

		sessions = new Table(area, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
		sessions.setHeaderVisible(true);
		sessions.setData(UiIds.KEY, UiIds.OPEN_SESSIONS);
		TableColumn name = new TableColumn(sessions, SWT.LEFT);
		name.setText("Session");
		name.setWidth(360);
		TableColumn state = new TableColumn(sessions, SWT.LEFT);
		state.setText("State");
		state.setWidth(120);
		GridDataFactory.fillDefaults().span(3, 1).grab(true, true).hint(520, 220).applyTo(sessions);

		status = new Label(area, SWT.WRAP);
		status.setData(UiIds.KEY, UiIds.OPEN_STATUS);
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(400, SWT.DEFAULT).applyTo(status);
		retry = new Button(area, SWT.PUSH);
		retry.setText("&Retry");
		retry.setData(UiIds.KEY, UiIds.OPEN_RETRY);
		retry.setVisible(false);
		retry.addListener(SWT.Selection, event -> listSessions(listed));

		listSessions(Machines.THIS_COMPUTER);
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.CLOSE_ID, IDialogConstants.CLOSE_LABEL, true);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		close();
	}

	private void listChosen() {
		String chosen = machine.getText().strip();
		if (chosen.equals(Machines.THIS_COMPUTER) || machine.indexOf(chosen) > 0) {
			showTargetError(null);
			listSessions(chosen);
			return;
		}
		try {
			SshTarget target = SshTarget.parse(chosen);
			if (target.port() != 22) {
				showTargetError("Ovvi's SSH connection cannot take a port yet: add a Host entry with Port "
						+ target.port() + " for " + target.host() + " to ~/.ssh/config and pick it here.");
				return;
			}
			showTargetError(null);
			listSessions(target.connectionTarget());
		} catch (SshTarget.Invalid invalid) {
			showTargetError(invalid.getMessage());
		}
	}

	private void showTargetError(String message) {
		targetError.setText(message == null ? "" : message);
		targetError.setVisible(message != null);
		((org.eclipse.swt.layout.GridData) targetError.getLayoutData()).exclude = message == null;
		targetError.getParent().layout(true, true);
	}

	/** Reads the machine's sessions in a Job; a newer listing makes an older one's answer moot. */
	private void listSessions(String target) {
		listed = target;
		int mine = ++generation;
		sessions.removeAll();
		retry.setVisible(false);
		status.setText("Reading the sessions of " + shownName(target) + "…");
		Job.create("Listing the sessions of " + shownName(target), monitor -> {
			Map<String, SessionInfo> found = null;
			String failure = null;
			try {
				Exec exec = target.equals(Machines.THIS_COMPUTER) ? machines.computer() : machines.host(target);
				found = SessionLister.list(exec);
			} catch (SessionLister.ListingFailed | ExecException e) {
				failure = e.getMessage();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			Map<String, SessionInfo> result = found;
			String reason = failure;
			getShell().getDisplay().asyncExec(() -> {
				if (sessions.isDisposed() || mine != generation) {
					return;
				}
				if (reason != null) {
					showFailure(reason);
				} else {
					show(target, result);
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	private void show(String target, Map<String, SessionInfo> found) {
		for (SessionInfo info : found.values()) {
			TableItem item = new TableItem(sessions, SWT.NONE);
			item.setText(new String[] { info.name(), info.running() ? "running" : "stopped" });
			item.setData(info);
		}
		status.setText(found.isEmpty() ? shownName(target) + " has no herdr session yet."
				: found.size() + (found.size() == 1 ? " session" : " sessions") + " on " + shownName(target) + ".");
		status.getParent().layout(true, true);
	}

	private void showFailure(String reason) {
		status.setText(reason);
		retry.setVisible(true);
		status.getParent().layout(true, true);
	}

	private static String shownName(String target) {
		return target.equals(Machines.THIS_COMPUTER) ? "this computer" : target;
	}

	/** The sessions the table shows now, in its order. */
	public List<SessionInfo> shownSessions() {
		return java.util.Arrays.stream(sessions.getItems()).map(item -> (SessionInfo) item.getData()).toList();
	}
}
