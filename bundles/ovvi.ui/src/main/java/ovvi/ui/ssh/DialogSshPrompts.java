package ovvi.ui.ssh;

import java.util.List;

import org.eclipse.ui.PlatformUI;
import org.osgi.service.component.annotations.Component;

import ovvi.herdr.ssh.SshPrompts;

/**
 * The SSH transport's prompts answered by the user, one dialog per question, as an OSGi service,
 * asked from the connecting thread.
 */
@Component(service = SshPrompts.class)
public final class DialogSshPrompts implements SshPrompts {

	@Override
	public char[] passphrase(Passphrase question) {
		String intro = "The key " + question.key() + " needs its passphrase to log in to " + question.host() + "."
				+ (question.attempt() > 1 ? " The last one was wrong (try " + question.attempt() + ")." : "")
				+ " Ovvi keeps it in memory until it quits, never on disk.";
		List<String> answer = ask(intro, List.of(new Prompt("Passphrase:", false)));
		return answer == null ? null : answer.getFirst().toCharArray();
	}

	@Override
	public char[] password(Password question) {
		String intro = "The password of " + question.user() + " on " + question.host() + "."
				+ (question.attempt() > 1 ? " The last one was refused (try " + question.attempt() + ")." : "");
		List<String> answer = ask(intro, List.of(new Prompt("Password:", false)));
		return answer == null ? null : answer.getFirst().toCharArray();
	}

	@Override
	public List<String> keyboardInteractive(KeyboardInteractive round) {
		String server = String.join("\n", java.util.stream.Stream.of(round.name(), round.instruction()).filter(text -> !text.isBlank()).toList());
		String intro = round.host() + " asks " + round.user() + (server.isEmpty() ? ":" : ":\n" + server);
		return ask(intro, round.prompts());
	}

	/** Null, a Cancel, when the app is quitting. */
	private static List<String> ask(String intro, List<Prompt> prompts) {
		return FromConnectingThread.ask(PlatformUI.getWorkbench().getDisplay(), parent -> new SshPromptDialog(parent, intro, prompts).ask(), null);
	}
}
