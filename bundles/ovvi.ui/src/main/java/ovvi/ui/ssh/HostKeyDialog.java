package ovvi.ui.ssh;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.graphics.Font;
import org.eclipse.swt.widgets.Button;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.jface.resource.JFaceResources;

import ovvi.herdr.ssh.HostKeyQuestion;
import ovvi.herdr.ssh.HostKeyTrust.Decision;
import ovvi.ui.UiIds;

/** Asks whether to trust an SSH host key that known_hosts does not vouch for. */
public final class HostKeyDialog extends Dialog {

	public static final String TITLE_UNKNOWN = "Unknown SSH Host Key";
	public static final String TITLE_CHANGED = "SSH Host Key Changed";

	private static final int TRUST_ONCE = IDialogConstants.CLIENT_ID + 1;
	private static final int TRUST_AND_REMEMBER = IDialogConstants.CLIENT_ID + 2;

	private final HostKeyQuestion question;
	private Decision decision = Decision.REFUSE;

	public HostKeyDialog(Shell parent, HostKeyQuestion question) {
		super(parent);
		this.question = question;
	}

	/** Shows the dialog and waits for the answer; closing it refuses the key. */
	public Decision ask() {
		open();
		return decision;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(question.changed() ? TITLE_CHANGED : TITLE_UNKNOWN);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(2).margins(12, 12).spacing(12, 6).applyTo(area);

		if (question.changed()) {
			Label warning = new Label(area, SWT.WRAP);
			warning.setText("The host key of " + question.host() + " has CHANGED since you last trusted it.\n"
					+ "Someone may be intercepting the connection, or the host was reinstalled. "
					+ "Trust the new key only if you know why it changed.");
			warning.setFont(JFaceResources.getBannerFont());
			warning.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
			warning.setData(UiIds.KEY, UiIds.HOST_KEY_WARNING);
			GridDataFactory.fillDefaults().span(2, 1).hint(520, SWT.DEFAULT).grab(true, false).applyTo(warning);
		} else {
			Label intro = new Label(area, SWT.WRAP);
			intro.setText("Ovvi has never connected to " + question.host()
					+ " before, and known_hosts holds no key for it. Trust this key only if it is the host's.");
			GridDataFactory.fillDefaults().span(2, 1).hint(520, SWT.DEFAULT).grab(true, false).applyTo(intro);
		}

		field(area, "Host:", question.host(), UiIds.HOST_KEY_HOST, null);
		field(area, "Key type:", question.keyType(), UiIds.HOST_KEY_TYPE, null);
		field(area, "Fingerprint:", question.fingerprint(), UiIds.HOST_KEY_FINGERPRINT, JFaceResources.getTextFont());
		return area;
	}

	private static void field(Composite area, String name, String value, String role, Font font) {
		new Label(area, SWT.NONE).setText(name);
		Label shown = new Label(area, SWT.NONE);
		shown.setText(value);
		shown.setData(UiIds.KEY, role);
		if (font != null) {
			shown.setFont(font);
		}
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		// a changed key defaults to Refuse, so a stray Enter never accepts it
		boolean changed = question.changed();
		role(createButton(parent, IDialogConstants.CANCEL_ID, "Refuse", changed), UiIds.HOST_KEY_REFUSE);
		role(createButton(parent, TRUST_ONCE, "Trust Once", false), UiIds.HOST_KEY_TRUST_ONCE);
		role(createButton(parent, TRUST_AND_REMEMBER, "Trust and Remember", !changed), UiIds.HOST_KEY_TRUST_AND_REMEMBER);
	}

	private static void role(Button button, String role) {
		button.setData(UiIds.KEY, role);
	}

	@Override
	protected void buttonPressed(int buttonId) {
		decision = switch (buttonId) {
		case TRUST_ONCE -> Decision.ACCEPT_ONCE;
		case TRUST_AND_REMEMBER -> Decision.ACCEPT_AND_REMEMBER;
		default -> Decision.REFUSE;
		};
		setReturnCode(buttonId);
		close();
	}
}
