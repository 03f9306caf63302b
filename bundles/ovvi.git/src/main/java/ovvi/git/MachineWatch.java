package ovvi.git;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import ovvi.herdr.exec.Exec;
import ovvi.herdr.exec.ExecException;
import ovvi.herdr.exec.Run;

/**
 * The one long-lived Perl run of a machine that watches git's files of every watched root (see
 * {@link LstatProgram}): no process per check. It runs while any group is watched, and is
 * ended (its stdin closed) one check after the last group's close. A run that ends by itself (a
 * dropped connection, no perl) starts again after {@link GitTimings#watchRetry()}, and every
 * group is then told it changed, for what it missed.
 */
final class MachineWatch {

	/** What a group hears. Called on the watch's reader thread; keep it short. */
	interface Listener {
		/** The first lstat of the group's files is taken: changes from now on are seen. */
		void watching();

		/** One of the group's files changed, or the watch was away and may have missed one. */
		void changed();
	}

	/** A watched group; closing it stops watching its paths. */
	interface Handle {
		void close();
	}

	/** @param shallow whether each path counts alone, without the folders under it */
	private record Group(List<String> paths, boolean shallow, Listener listener) {
	}

	private final Exec exec;
	private final GitTimings timings;
	private final GitTimer timer;
	private final Map<Integer, Group> groups = new LinkedHashMap<>();
	/** Groups that were away while the watch was down: told to read once it watches them again. */
	private final Set<Integer> missed = new HashSet<>();
	private int nextId = 1;
	private Run run;
	private GitTimer.Task restart;
	private GitTimer.Task idleEnd;
	private boolean closed;

	MachineWatch(Exec exec, GitTimings timings, GitTimer timer) {
		this.exec = exec;
		this.timings = timings;
		this.timer = timer;
	}

	/** Watches the paths, each with every folder under it, until the returned handle is closed. */
	Handle watch(List<String> paths, Listener listener) {
		return watch(paths, false, listener);
	}

	/** Watches the paths until the returned handle is closed; a shallow path counts alone. */
	synchronized Handle watch(List<String> paths, boolean shallow, Listener listener) {
		if (closed) {
			return () -> {};
		}
		int id = nextId++;
		groups.put(id, new Group(List.copyOf(paths), shallow, listener));
		if (idleEnd != null) {
			idleEnd.cancel();
			idleEnd = null;
		}
		if (run != null) {
			send(id);
		} else if (restart == null) {
			start();
		}
		return () -> unwatch(id);
	}

	private synchronized void unwatch(int id) {
		if (groups.remove(id) == null) {
			return;
		}
		missed.remove(id);
		if (run != null) {
			write(Integer.toString(id));
		}
		if (groups.isEmpty()) {
			// another group often follows at once (a page shown again, another session's space):
			// the run waits one check for it rather than start again
			idleEnd = timer.after(timings.watchCheck(), this::endIfIdle);
		}
	}

	private synchronized void endIfIdle() {
		if (groups.isEmpty()) {
			stop();
		}
	}

	/** Whether the Perl run is up now. */
	synchronized boolean running() {
		return run != null;
	}

	private void start() {
		restart = null;
		Run started;
		try {
			started = exec.run(List.of("perl", "-e", LstatProgram.text(), seconds()));
		} catch (ExecException e) {
			// no perl on this machine: the periodic reads still show the branch
			retryLater();
			return;
		}
		run = started;
		// A platform thread: a read of a pipe that waits for minutes holds a virtual thread's
		// carrier, and with two cores the other virtual threads then starve.
		Thread.ofPlatform().daemon().name("ovvi-git-watch").start(() -> read(started));
		groups.keySet().forEach(this::send);
	}

	private String seconds() {
		return BigDecimal.valueOf(timings.watchCheck().toMillis(), 3).toPlainString();
	}

	private void stop() {
		if (idleEnd != null) {
			idleEnd.cancel();
			idleEnd = null;
		}
		if (restart != null) {
			restart.cancel();
			restart = null;
		}
		if (run != null) {
			run.end();
			run = null;
		}
	}

	private void send(int id) {
		StringBuilder line = new StringBuilder(Integer.toString(id));
		Group group = groups.get(id);
		for (String path : group.paths()) {
			line.append(group.shallow() ? " =" : " ").append(HexFormat.of().formatHex(path.getBytes(StandardCharsets.UTF_8)));
		}
		write(line.toString());
	}

	private void write(String line) {
		try {
			run.writeLine(line);
		} catch (IOException gone) {
			// the run has ended; its reader sees the end and starts the wait for a new one
		}
	}

	private void read(Run own) {
		try {
			for (String line = own.readLine(); line != null; line = own.readLine()) {
				heard(own, line);
			}
		} catch (IOException dropped) {
			// the same as an end: the connection went away
		}
		ended(own);
	}

	private void heard(Run own, String line) {
		Listener listener;
		boolean watching = line.startsWith("w ");
		boolean wasMissed;
		synchronized (this) {
			if (own != run || line.length() < 3) {
				return;
			}
			int id;
			try {
				id = Integer.parseInt(line.substring(2));
			} catch (NumberFormatException notOurs) {
				return;
			}
			Group group = groups.get(id);
			if (group == null) {
				return;
			}
			listener = group.listener();
			wasMissed = watching && missed.remove(id);
		}
		if (watching) {
			listener.watching();
		}
		if (!watching || wasMissed) {
			listener.changed();
		}
	}

	private synchronized void ended(Run own) {
		if (own != run) {
			return; // ended on purpose
		}
		run = null;
		retryLater();
	}

	private void retryLater() {
		if (groups.isEmpty()) {
			return;
		}
		missed.addAll(groups.keySet());
		restart = timer.after(timings.watchRetry(), this::restart);
	}

	private synchronized void restart() {
		if (restart != null && run == null && !groups.isEmpty()) {
			start();
		}
	}

	/** Drops every group and ends the run, as the app quits; nothing is watched after it. */
	synchronized void close() {
		closed = true;
		groups.clear();
		missed.clear();
		stop();
	}
}
