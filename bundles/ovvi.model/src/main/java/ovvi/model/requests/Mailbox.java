package ovvi.model.requests;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeoutException;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.HomePath;
import ovvi.herdr.exec.Run;

/**
 * The request and answer files of one machine, in ~/.cache/ovvi/rpc. Taking a request is one run:
 * it renames the file first, so of two Ovvis (or a ring told twice) only one gets it, then checks
 * the folder and the file (the user's own, written by no one else, a plain file, at most 64 KB)
 * and prints it. The answer is one more run: an atomic write of &lt;id&gt;.answer.
 */
public final class Mailbox {

	/** What a take found. */
	public sealed interface Taken {
	}

	/** The request file's text. */
	public record Request(String json) implements Taken {
	}

	/** No file for that id: another Ovvi took it, or the command gave up and removed it. */
	public record Missing() implements Taken {
	}

	/** A file that is not taken, and why. */
	public record Refused(String reason) implements Taken {
	}

	public static final String FOLDER = ".cache/ovvi/rpc";
	public static final int MAX_BYTES = 64 * 1024;
	private static final Duration RUN_TIMEOUT = Duration.ofSeconds(30);

	/**
	 * $1 the id (a checked UUID), $2 the size cap. Prints "ok" and the file, "missing", or
	 * "refused" and the reason. ls -n gives the owner's number, the mode and the size in POSIX.
	 */
	static final String TAKE = "set -f; d=\"$HOME/" + FOLDER + "\"; f=\"$d/$1.json\"; t=\"$d/.$1.taken\"\n"
			+ "refuse() { rm -f -- \"$t\"; echo refused; echo \"$1\"; exit 0; }\n"
			+ "u=$(id -u)\n"
			+ "set -- \"$1\" \"$2\" $(ls -lnd -- \"$d\" 2>/dev/null)\n"
			+ "[ -n \"${5:-}\" ] || { echo missing; exit 0; }\n"
			+ "[ \"$5\" = \"$u\" ] || { echo refused; echo \"the folder ~/" + FOLDER + " belongs to another user\"; exit 0; }\n"
			+ "case $3 in d????w*|d???????w*) echo refused; echo \"the folder ~/" + FOLDER + " is writable by others\"; exit 0 ;; esac\n"
			+ "mv -- \"$f\" \"$t\" 2>/dev/null || { echo missing; exit 0; }\n"
			+ "set -- \"$1\" \"$2\" $(ls -ln -- \"$t\")\n"
			+ "case $3 in -*) ;; *) refuse 'the request is not a plain file' ;; esac\n"
			+ "[ \"$5\" = \"$u\" ] || refuse 'the request file belongs to another user'\n"
			+ "case $3 in ?????w*|????????w*) refuse 'the request file is writable by others' ;; esac\n"
			+ "[ \"$7\" -le \"$2\" ] || refuse \"the request is larger than 64 KB ($7 bytes)\"\n"
			+ "echo ok; cat -- \"$t\"; rm -f -- \"$t\"\n";

	private final Exec machine;

	public Mailbox(Exec machine) {
		this.machine = machine;
	}

	public Exec machine() {
		return machine;
	}

	/** Takes the request of this id (a lowercase UUID v4, checked by the caller) off the machine. */
	public Taken take(String id) throws ExecException, InterruptedException {
		Run run = machine.run(List.of("sh", "-c", TAKE, "sh", id, Integer.toString(MAX_BYTES)));
		try {
			run.end();
			String said = run.readAllWithin(RUN_TIMEOUT);
			int status = run.exit().get();
			int newline = said.indexOf('\n');
			String word = newline < 0 ? said.strip() : said.substring(0, newline);
			String rest = newline < 0 ? "" : said.substring(newline + 1);
			if (status != 0) {
				throw new ExecException("request " + id + " could not be taken on " + machine.target() + ": "
						+ String.join(" ", run.stderrTail()));
			}
			return switch (word) {
			case "ok" -> new Request(rest);
			case "refused" -> new Refused(rest.strip());
			default -> new Missing();
			};
		} catch (IOException | ExecutionException | TimeoutException e) {
			throw new ExecException("request " + id + " could not be taken on " + machine.target() + ": " + e.getMessage(), e);
		}
	}

	/** Writes the answer the command waits for (one atomic write; over the relay, one run). */
	public void answer(String id, Answer answer) throws ExecException, InterruptedException {
		machine.write(new HomePath(FOLDER + "/" + id + ".answer"), answer.fileText());
	}
}
