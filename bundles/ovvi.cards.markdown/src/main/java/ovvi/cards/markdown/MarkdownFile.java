package ovvi.cards.markdown;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * Reads a Markdown file of the pane's machine, through its {@link Exec} (the file may be on a host
 * reached over SSH): its kind and size are asked first, so a folder, a device or a huge file is
 * refused before any of it is read. Every refusal is an {@link ExecException} whose message says
 * why, in the words the card shows.
 */
final class MarkdownFile {

	/** Larger files are refused with their size: a README is a few KB, and a page of 1 MB is already slow to render. */
	static final long LIMIT = 1024 * 1024;
	/** A NUL byte within this many characters makes a file binary, as git and grep decide. */
	private static final int BINARY_PROBE = 8000;
	private static final Duration TIME = Duration.ofSeconds(30);

	private MarkdownFile() {
	}

	static String read(Exec machine, String file) throws ExecException, InterruptedException {
		if (!file.startsWith("/")) {
			throw new ExecException("Not an absolute path: " + file);
		}
		// -L: the kind and size behind a link, which is what cat reads
		Output kind = run(machine, List.of("find", "-L", file, "-maxdepth", "0", "-printf", "%y %s"));
		if (kind.exit() != 0 || kind.stdout().isBlank()) {
			throw new ExecException(explain(file, kind.reason(), machine.target()));
		}
		String[] typeAndSize = kind.stdout().strip().split(" ");
		if (typeAndSize[0].equals("d")) {
			throw new ExecException(file + " is a folder, not a Markdown file.");
		}
		if (!typeAndSize[0].equals("f")) {
			throw new ExecException(file + " is not a regular file.");
		}
		long size = Long.parseLong(typeAndSize[1]);
		if (size > LIMIT) {
			throw new ExecException(file + " is " + String.format(Locale.ROOT, "%.1f", size / (1024.0 * 1024)) + " MB, larger than the "
					+ LIMIT / (1024 * 1024) + " MB the Markdown card shows.");
		}
		Output content = run(machine, List.of("cat", "--", file));
		if (content.exit() != 0) {
			throw new ExecException(explain(file, content.reason(), machine.target()));
		}
		String text = content.stdout();
		if (text.substring(0, Math.min(text.length(), BINARY_PROBE)).indexOf('\0') >= 0) {
			throw new ExecException(file + " is a binary file, not Markdown.");
		}
		return text;
	}

	static String explain(String file, String reason, String machine) {
		String said;
		if (reason.contains("No such file or directory")) {
			said = file + " does not exist on " + machine + ".";
		} else if (reason.contains("Permission denied")) {
			said = "You may not read " + file + " on " + machine + ".";
		} else {
			said = file + " could not be read on " + machine + ".";
		}
		return said + " (" + reason + ")";
	}

	/** A command's exit, its whole stdout and the last lines of its errors. */
	private record Output(int exit, String stdout, String stderr) {

		/** The command's own reason, or the exit status when it gave none. */
		String reason() {
			return stderr.isEmpty() ? "exit status " + exit : stderr;
		}
	}

	/** Runs argv to its end within {@link #TIME}: file names are arguments, never parts of a shell string. */
	private static Output run(Exec machine, List<String> argv) throws ExecException, InterruptedException {
		Run run = machine.run(argv);
		run.end();
		try {
			String stdout = run.readAllWithin(TIME);
			int exit = run.exit().get(TIME.toMillis(), TimeUnit.MILLISECONDS);
			return new Output(exit, stdout, String.join("\n", run.stderrTail()).strip());
		} catch (ExecutionException | IOException lost) {
			throw new ExecException("The connection to " + machine.target() + " was lost while " + argv.get(0) + " ran.", lost);
		} catch (TimeoutException slow) {
			run.abort();
			throw new ExecException(argv.get(0) + " took longer than " + TIME.toSeconds() + " s on " + machine.target() + ".");
		}
	}
}
