package ovvi.ui.ssh;

import java.util.ArrayList;
import java.util.List;

import org.eclipse.jface.dialogs.Dialog;
import org.eclipse.jface.dialogs.IDialogConstants;
import org.eclipse.jface.layout.GridDataFactory;
import org.eclipse.jface.layout.GridLayoutFactory;
import org.eclipse.swt.SWT;
import org.eclipse.swt.widgets.Composite;
import org.eclipse.swt.widgets.Control;
import org.eclipse.swt.widgets.Label;
import org.eclipse.swt.widgets.Shell;
import org.eclipse.swt.widgets.Text;

import ovvi.herdr.ssh.SshPrompts;
import ovvi.ui.Messages;
import ovvi.ui.UiIds;

/**
 * One question of an SSH login: a passphrase, a password, or one round of keyboard-interactive
 * with the server's own text. Return answers; Cancel (or closing it) cancels the login.
 */
public final class SshPromptDialog extends Dialog {

	public static final String TITLE = Messages.SshPromptDialog_title;

	private final String intro;
	private final List<SshPrompts.Prompt> prompts;
	private final List<Text> fields = new ArrayList<>();
	private List<String> answers;

	SshPromptDialog(Shell parent, String intro, List<SshPrompts.Prompt> prompts) {
		super(parent);
		this.intro = intro;
		this.prompts = prompts;
	}

	/** Shows the dialog and waits; null when the user cancelled. */
	List<String> ask() {
		open();
		return answers;
	}

	@Override
	protected void configureShell(Shell shell) {
		super.configureShell(shell);
		shell.setText(TITLE);
	}

	@Override
	protected Control createDialogArea(Composite parent) {
		Composite area = (Composite) super.createDialogArea(parent);
		GridLayoutFactory.swtDefaults().numColumns(2).margins(12, 12).spacing(12, 6).applyTo(area);
		Label said = new Label(area, SWT.WRAP);
		said.setText(intro);
		said.setData(UiIds.KEY, UiIds.SSH_PROMPT_TEXT);
		GridDataFactory.fillDefaults().span(2, 1).hint(480, SWT.DEFAULT).grab(true, false).applyTo(said);
		for (SshPrompts.Prompt prompt : prompts) {
			new Label(area, SWT.NONE).setText(prompt.text().strip());
			Text field = new Text(area, SWT.BORDER | SWT.SINGLE | (prompt.echo() ? SWT.NONE : SWT.PASSWORD));
			field.setData(UiIds.KEY, UiIds.SSH_PROMPT_ANSWER);
			GridDataFactory.fillDefaults().grab(true, false).hint(260, SWT.DEFAULT).applyTo(field);
			fields.add(field);
		}
		return area;
	}

	@Override
	protected void createButtonsForButtonBar(Composite parent) {
		createButton(parent, IDialogConstants.OK_ID, IDialogConstants.OK_LABEL, true).setData(UiIds.KEY, UiIds.SSH_PROMPT_OK);
		createButton(parent, IDialogConstants.CANCEL_ID, IDialogConstants.CANCEL_LABEL, false).setData(UiIds.KEY, UiIds.SSH_PROMPT_CANCEL);
	}

	@Override
	protected void okPressed() {
		answers = fields.stream().map(Text::getText).toList();
		super.okPressed();
	}
}
