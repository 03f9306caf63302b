package ovvi.ui.ssh;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.osgi.util.NLS;
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
import ovvi.ui.Messages;
import ovvi.ui.UiIds;

/** Asks whether to trust an SSH host key that known_hosts does not vouch for. */
public final class HostKeyDialog extends Dialog {

	public static final String TITLE_UNKNOWN = Messages.HostKeyDialog_titleUnknown;
	public static final String TITLE_CHANGED = Messages.HostKeyDialog_titleChanged;

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
			warning.setText(NLS.bind(Messages.HostKeyDialog_changed, question.host()));
			warning.setFont(JFaceResources.getBannerFont());
			warning.setForeground(area.getDisplay().getSystemColor(SWT.COLOR_DARK_RED));
			warning.setData(UiIds.KEY, UiIds.HOST_KEY_WARNING);
			GridDataFactory.fillDefaults().span(2, 1).hint(520, SWT.DEFAULT).grab(true, false).applyTo(warning);
		} else {
			Label intro = new Label(area, SWT.WRAP);
			intro.setText(NLS.bind(Messages.HostKeyDialog_unknown, question.host()));
			GridDataFactory.fillDefaults().span(2, 1).hint(520, SWT.DEFAULT).grab(true, false).applyTo(intro);
		}

		field(area, Messages.HostKeyDialog_host, question.host(), UiIds.HOST_KEY_HOST, null);
		field(area, Messages.HostKeyDialog_keyType, question.keyType(), UiIds.HOST_KEY_TYPE, null);
		field(area, Messages.HostKeyDialog_fingerprint, question.fingerprint(), UiIds.HOST_KEY_FINGERPRINT, JFaceResources.getTextFont());
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
		role(createButton(parent, IDialogConstants.CANCEL_ID, Messages.HostKeyDialog_refuse, changed), UiIds.HOST_KEY_REFUSE);
		role(createButton(parent, TRUST_ONCE, Messages.HostKeyDialog_trustOnce, false), UiIds.HOST_KEY_TRUST_ONCE);
		role(createButton(parent, TRUST_AND_REMEMBER, Messages.HostKeyDialog_trustAndRemember, !changed), UiIds.HOST_KEY_TRUST_AND_REMEMBER);
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
