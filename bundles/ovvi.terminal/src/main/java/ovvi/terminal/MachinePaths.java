package ovvi.terminal;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.Run;

/** Which paths a program wrote exist on the pane's machine, asked of that machine's shell. */
public final class MachinePaths {

	/**
	 * A fixed script: the pane's folder and the written path come as its arguments, never inside
	 * it. It prints "d" or "f" and the absolute path when the path exists.
	 */
	private static final String SCRIPT = """
			cd -- "$1" 2>/dev/null || cd || exit 1
			p=$2
			case $p in "~") p=$HOME ;; "~/"*) p=$HOME/${p#"~/"} ;; esac
			[ -e "$p" ] || exit 1
			if [ -d "$p" ]; then echo d; else echo f; fi
			readlink -f -- "$p"
			""";
	private static final Duration PATIENCE = Duration.ofSeconds(10);

	private final Exec machine;
	private final Supplier<String> folder;

	/** @param folder the pane's current folder, or null when herdr has not said */
	public MachinePaths(Exec machine, Supplier<String> folder) {
		this.machine = machine;
		this.folder = folder;
	}

	/** See {@link LinkTarget#existing}: empty when the path does not exist or the machine cannot say. */
	public Optional<LinkTarget.Found> existing(String written) throws InterruptedException {
		String from = folder.get();
		try {
			Run run = machine.run(List.of("sh", "-c", SCRIPT, "sh", from == null ? "" : from, written));
			List<String> answer = run.readAllWithin(PATIENCE).lines().toList();
			if (!run.awaitExit(PATIENCE) || run.exitStatus().orElse(1) != 0 || answer.size() != 2) {
				return Optional.empty();
			}
			return Optional.of(new LinkTarget.Found(answer.get(1), answer.get(0).equals("d")));
		} catch (IOException | TimeoutException unanswered) {
			return Optional.empty();
		}
	}
}
