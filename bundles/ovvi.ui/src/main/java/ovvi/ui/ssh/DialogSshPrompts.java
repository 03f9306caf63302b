package ovvi.ui.ssh;

import java.util.List;

import org.eclipse.osgi.util.NLS;
import org.eclipse.ui.PlatformUI;
import org.osgi.service.component.annotations.Component;

import ovvi.herdr.ssh.SshPrompts;
import ovvi.ui.Messages;

/**
 * The SSH transport's prompts answered by the user, one dialog per question, as an OSGi service,
 * asked from the connecting thread.
 */
@Component(service = SshPrompts.class)
public final class DialogSshPrompts implements SshPrompts {

	@Override
	public char[] passphrase(Passphrase question) {
		String intro = NLS.bind(Messages.SshPrompts_passphrase, question.key(), question.host())
				+ (question.attempt() > 1 ? NLS.bind(Messages.SshPrompts_passphraseWrong, question.attempt()) : "")
				+ Messages.SshPrompts_passphraseKept;
		List<String> answer = ask(intro, List.of(new Prompt(Messages.SshPrompts_passphraseLabel, false)));
		return answer == null ? null : answer.getFirst().toCharArray();
	}

	@Override
	public char[] password(Password question) {
		String intro = NLS.bind(Messages.SshPrompts_password, question.user(), question.host())
				+ (question.attempt() > 1 ? NLS.bind(Messages.SshPrompts_passwordRefused, question.attempt()) : "");
		List<String> answer = ask(intro, List.of(new Prompt(Messages.SshPrompts_passwordLabel, false)));
		return answer == null ? null : answer.getFirst().toCharArray();
	}

	@Override
	public List<String> keyboardInteractive(KeyboardInteractive round) {
		String server = String.join("\n", java.util.stream.Stream.of(round.name(), round.instruction()).filter(text -> !text.isBlank()).toList());
		String intro = NLS.bind(Messages.SshPrompts_asks, round.host(), round.user()) + (server.isEmpty() ? ":" : ":\n" + server);
		return ask(intro, round.prompts());
	}

	/** Null, a Cancel, when the app is quitting. */
	private static List<String> ask(String intro, List<Prompt> prompts) {
		return FromConnectingThread.ask(PlatformUI.getWorkbench().getDisplay(), parent -> new SshPromptDialog(parent, intro, prompts).ask(), null);
	}
}
