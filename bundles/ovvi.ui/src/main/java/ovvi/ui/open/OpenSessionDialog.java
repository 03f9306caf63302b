package ovvi.ui.open;

import java.util.List;
import java.util.Map;

import org.eclipse.core.runtime.Status;
import org.eclipse.core.runtime.jobs.Job;
import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.dialogs.MessageDialog;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Combo;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Display;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Table;
import org.eclipse.swt.widgets.TableColumn;
import org.eclipse.swt.widgets.TableItem;
import org.eclipse.swt.widgets.Text;

import ovvi.herdr.api.HerdrException;
import ovvi.herdr.api.HerdrNotInstalled;
import ovvi.herdr.api.HerdrSession;
import ovvi.herdr.api.SessionInfo;
import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.ssh.SshMachine;
import ovvi.herdr.ssh.SshTarget;
import ovvi.model.write.Sessions;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;
import ovvi.ui.pages.Machine;

/**
 * Open Session…: the sessions of this computer or of an SSH host, running and stopped. Open
 * starts a stopped session or a new name and opens it as a page; Stop and Delete ask first. A
 * failure shows herdr's reason with Retry.
 */
public final class OpenSessionDialog extends Dialog {

	public static final String TITLE = Messages.OpenSession_title;
	/** The Connect Through choices, in {@link SshMachine.Transport}'s order. */
	public static final List<String> TRANSPORTS = List.of(Messages.OpenSession_jsch, Messages.OpenSession_openSsh);

	/** Where an opened session goes: the window makes it a page. */
	public interface Opener {
		void opened(Machine machine, HerdrSession herdr);
	}

	private final Machines machines;
	private final Opener opener;
	private Text sessionName;
	private Button open;
	private Button stop;
	private Button delete;
	private Runnable retryAction;
	private Combo machine;
	private Combo transport;
	private Label targetError;
	private Table sessions;
	private Label status;
	private Button retry;
	private String listed;
	private int generation;

	public OpenSessionDialog(Shell parent, Machines machines, Opener opener) {
		super(parent);
		this.machines = machines;
		this.opener = opener;
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

		new Label(area, SWT.NONE).setText(Messages.OpenSession_machine);
		machine = new Combo(area, SWT.DROP_DOWN);
		machine.add(Machine.THIS_COMPUTER);
		SshConfigHosts.read(machines.sshConfig()).forEach(machine::add);
		machine.select(0);
		machine.setToolTipText(Messages.OpenSession_machineTip);
		machine.setData(UiIds.KEY, UiIds.OPEN_MACHINE);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(machine);
		Button list = new Button(area, SWT.PUSH);
		list.setText(Messages.OpenSession_list);
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

		// the choice shown is the host's in the field, typed or chosen
		machine.addListener(SWT.Modify, event -> showTransport());

		new Label(area, SWT.NONE).setText(Messages.OpenSession_through);
		Composite through = new Composite(area, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(2).spacing(8, 0).applyTo(through);
		GridDataFactory.fillDefaults().span(2, 1).applyTo(through);
		transport = new Combo(through, SWT.DROP_DOWN | SWT.READ_ONLY);
		TRANSPORTS.forEach(transport::add);
		transport.setData(UiIds.KEY, UiIds.OPEN_TRANSPORT);
		transport.setToolTipText(Messages.OpenSession_throughTip);
		transport.addListener(SWT.Selection, event -> transportChosen());
		new Label(through, SWT.NONE).setText(Messages.OpenSession_throughNext);

		sessions = new Table(area, SWT.BORDER | SWT.SINGLE | SWT.FULL_SELECTION);
		sessions.setHeaderVisible(true);
		sessions.setData(UiIds.KEY, UiIds.OPEN_SESSIONS);
		TableColumn name = new TableColumn(sessions, SWT.LEFT);
		name.setText(Messages.OpenSession_sessionColumn);
		name.setWidth(360);
		TableColumn state = new TableColumn(sessions, SWT.LEFT);
		state.setText(Messages.OpenSession_stateColumn);
		state.setWidth(120);
		GridDataFactory.fillDefaults().span(3, 1).grab(true, true).hint(520, 220).applyTo(sessions);
		sessions.addListener(SWT.Selection, event -> {
			SessionInfo chosen = chosenRow();
			if (chosen != null) {
				sessionName.setText(chosen.name());
			}
			enableActions();
		});
		sessions.addListener(SWT.DefaultSelection, event -> openChosen());

		new Label(area, SWT.NONE).setText(Messages.OpenSession_session);
		sessionName = new Text(area, SWT.BORDER | SWT.SINGLE);
		sessionName.setMessage(Messages.OpenSession_sessionHint);
		sessionName.setData(UiIds.KEY, UiIds.OPEN_NAME);
		GridDataFactory.fillDefaults().grab(true, false).applyTo(sessionName);
		sessionName.addListener(SWT.Modify, event -> enableActions());
		// Return in the name opens it rather than pressing the dialog's default button, Close
		sessionName.addListener(SWT.Traverse, event -> {
			if (event.detail == SWT.TRAVERSE_RETURN) {
				event.doit = false;
				openChosen();
			}
		});
		Composite actions = new Composite(area, SWT.NONE);
		GridLayoutFactory.fillDefaults().numColumns(3).applyTo(actions);
		open = actionButton(actions, Messages.OpenSession_open, UiIds.OPEN_OPEN, this::openChosen);
		stop = actionButton(actions, Messages.OpenSession_stopButton, UiIds.OPEN_STOP, this::stopChosen);
		delete = actionButton(actions, Messages.OpenSession_deleteButton, UiIds.OPEN_DELETE, this::deleteChosen);

		status = new Label(area, SWT.WRAP);
		status.setData(UiIds.KEY, UiIds.OPEN_STATUS);
		GridDataFactory.fillDefaults().span(2, 1).grab(true, false).hint(400, SWT.DEFAULT).applyTo(status);
		retry = new Button(area, SWT.PUSH);
		retry.setText(Messages.OpenSession_retry);
		retry.setData(UiIds.KEY, UiIds.OPEN_RETRY);
		retry.setVisible(false);
		retry.addListener(SWT.Selection, event -> retryAction.run());

		listSessions(Machine.THIS_COMPUTER);
		enableActions();
		showTransport();
		return area;
	}

	/** The SSH host the machine field names, or null for this computer or text that is no target. */
	private SshTarget typedHost() {
		String typed = machine.getText().strip();
		if (typed.equals(Machine.THIS_COMPUTER)) {
			return null;
		}
		try {
			return SshTarget.parse(typed);
		} catch (SshTarget.Invalid invalid) {
			return null;
		}
	}

	/** The transport chosen for the host in the machine field; none for this computer. */
	private void showTransport() {
		SshTarget host = typedHost();
		transport.setEnabled(host != null);
		if (host == null) {
			transport.deselectAll();
		} else {
			transport.select(machines.chosenTransport(host).ordinal());
		}
	}

	private void transportChosen() {
		SshTarget host = typedHost();
		if (host != null && transport.getSelectionIndex() >= 0) {
			machines.chooseTransport(host, SshMachine.Transport.values()[transport.getSelectionIndex()]);
		}
	}

	private static Button actionButton(Composite parent, String text, String role, Runnable action) {
		Button button = new Button(parent, SWT.PUSH);
		button.setText(text);
		button.setData(UiIds.KEY, role);
		button.addListener(SWT.Selection, event -> action.run());
		return button;
	}

	private SessionInfo chosenRow() {
		int at = sessions.getSelectionIndex();
		return at < 0 ? null : (SessionInfo) sessions.getItem(at).getData();
	}

	/** The listed session the name field names, or null for a new name. */
	private SessionInfo listedNamed(String session) {
		for (TableItem item : sessions.getItems()) {
			SessionInfo info = (SessionInfo) item.getData();
			if (info.name().equals(session)) {
				return info;
			}
		}
		return null;
	}

	private void enableActions() {
		String session = sessionName.getText().strip();
		SessionInfo listedSession = listedNamed(session);
		open.setEnabled(!session.isEmpty() && listed != null);
		stop.setEnabled(listedSession != null && listedSession.running());
		delete.setEnabled(listedSession != null && !listedSession.running());
	}

	private void openChosen() {
		String session = sessionName.getText().strip();
		if (session.isEmpty() || listed == null) {
			return;
		}
		String target = listed;
		run(NLS.bind(Messages.Open_opening, session, shownName(target)), () -> openOn(target, session), () -> openChosen());
	}

	private void stopChosen() {
		String session = sessionName.getText().strip();
		if (!confirm(NLS.bind(Messages.OpenSession_stopTitle, session), NLS.bind(Messages.OpenSession_stopQuestion, session, shownName(listed)),
				Messages.OpenSession_stop)) {
			return;
		}
		String target = listed;
		run(NLS.bind(Messages.OpenSession_stopping, session), () -> {
			Sessions.stop(herdrOn(target, session));
			return null;
		}, this::stopChosen);
	}

	private void deleteChosen() {
		String session = sessionName.getText().strip();
		if (!confirm(NLS.bind(Messages.OpenSession_deleteTitle, session), NLS.bind(Messages.OpenSession_deleteQuestion, session, shownName(listed)),
				Messages.OpenSession_delete)) {
			return;
		}
		String target = listed;
		run(NLS.bind(Messages.OpenSession_deleting, session), () -> {
			Sessions.delete(herdrOn(target, session));
			return null;
		}, this::deleteChosen);
	}

	private boolean confirm(String title, String message, String action) {
		return MessageDialog.open(MessageDialog.QUESTION, getShell(), title, message, SWT.NONE, action, Messages.Dialog_cancel) == 0;
	}

	private HerdrSession herdrOn(String target, String session) throws ExecException, InterruptedException {
		return machines.session(target, session);
	}

	/**
	 * Starts the session when it is not running and waits for its snapshot; the window then makes
	 * it a page. On a machine without herdr the page opens too: it offers Install herdr, and goes
	 * on to the session once herdr is there.
	 */
	private Runnable openOn(String target, String session) throws Exception {
		HerdrSession herdr = herdrOn(target, session);
		try {
			Sessions.open(herdr);
		} catch (HerdrNotInstalled missing) {
			// the page says so, with Install herdr
		}
		Machine machine = new Machine(target, herdr.exec(), false);
		return () -> {
			opener.opened(machine, herdr);
			close();
		};
	}

	private interface Action {
		/** @return what to do on the UI thread afterwards, or null to list the sessions again */
		Runnable run() throws Exception;
	}

	/** Runs an action on the machine in a Job; a failure shows herdr's reason with Retry. */
	private void run(String what, Action action, Runnable again) {
		int mine = ++generation;
		retry.setVisible(false);
		status.setText(what + "…");
		setActionsEnabled(false);
		// the dialog may be closed when the job ends, and a closed dialog has no shell
		Display display = getShell().getDisplay();
		Job.create(what, monitor -> {
			Runnable after;
			String failure = null;
			try {
				after = action.run();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			} catch (HerdrException | ExecException e) {
				after = null;
				failure = e.getMessage();
			} catch (Exception e) {
				after = null;
				failure = NLS.bind(Messages.Action_failed, what, e.getMessage());
			}
			Runnable then = after;
			String reason = failure;
			display.asyncExec(() -> {
				if (sessions.isDisposed() || mine != generation) {
					return;
				}
				setActionsEnabled(true);
				if (reason != null) {
					showFailure(reason, again);
				} else if (then != null) {
					then.run();
				} else {
					listSessions(listed);
				}
			});
			return Status.OK_STATUS;
		}).schedule();
	}

	private void setActionsEnabled(boolean on) {
		if (on) {
			enableActions();
		} else {
			open.setEnabled(false);
			stop.setEnabled(false);
			delete.setEnabled(false);
		}
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
		if (chosen.equals(Machine.THIS_COMPUTER) || machine.indexOf(chosen) > 0) {
			showTargetError(null);
			listSessions(chosen);
			return;
		}
		try {
			SshTarget.parse(chosen);
			showTargetError(null);
			listSessions(chosen);
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
		status.setText(NLS.bind(Messages.OpenSession_reading, shownName(target)));
		Display display = getShell().getDisplay();
		Job.create(NLS.bind(Messages.OpenSession_listing, shownName(target)), monitor -> {
			Map<String, SessionInfo> found = null;
			String failure = null;
			try {
				Exec exec = target.equals(Machine.THIS_COMPUTER) ? machines.computer() : machines.host(target);
				found = SessionLister.list(exec);
			} catch (SessionLister.ListingFailed | ExecException e) {
				failure = e.getMessage();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				return Status.CANCEL_STATUS;
			}
			Map<String, SessionInfo> result = found;
			String reason = failure;
			display.asyncExec(() -> {
				if (sessions.isDisposed() || mine != generation) {
					return;
				}
				if (reason != null) {
					showFailure(reason, () -> listSessions(target));
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
			item.setText(new String[] { info.name(), info.running() ? Messages.OpenSession_running : Messages.OpenSession_stopped });
			item.setData(info);
		}
		status.setText(found.isEmpty() ? NLS.bind(Messages.OpenSession_none, shownName(target))
				: NLS.bind(found.size() == 1 ? Messages.OpenSession_one : Messages.OpenSession_many, found.size(), shownName(target)));
		enableActions();
		status.getParent().layout(true, true);
	}

	private void showFailure(String reason, Runnable again) {
		retryAction = again;
		status.setText(reason);
		retry.setVisible(true);
		status.getParent().layout(true, true);
	}

	private static String shownName(String target) {
		return target.equals(Machine.THIS_COMPUTER) ? Messages.Machines_thisComputer : target;
	}

	/** The sessions the table shows now, in its order. */
	public List<SessionInfo> shownSessions() {
		return java.util.Arrays.stream(sessions.getItems()).map(item -> (SessionInfo) item.getData()).toList();
	}
}
