package ovvi.model.write;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import com.google.gson.JsonObject;

import ovvi.herdr.api.HerdrException;
import ovvi.model.Pane;
import ovvi.model.pacing.Scheduler;
import ovvi.model.snapshot.SnapshotDecoder;

/**
 * What runs in panes besides their shells, for a close that asks first: pane.process_info, at
 * most 8 panes at a time. A shell in its first seconds runs short-lived startup programs (ls,
 * sort), so a new pane is asked again every 200 ms, up to 0.8 s, until only its shell runs. The
 * waits are the model's {@link Scheduler}'s, so they are exact in tests.
 */
final class ProcessCheck {

	static final int AT_ONCE = 8;
	static final Duration NEW_SHELL = Duration.ofSeconds(3);
	static final Duration AGAIN = Duration.ofMillis(200);
	static final Duration AT_MOST = Duration.ofMillis(800);
	/** Without herdr's shell_pid, a process by one of these names is taken for the pane's shell. */
	private static final Set<String> SHELLS = Set.of("sh", "bash", "zsh", "fish", "dash", "ksh", "mksh", "tcsh", "csh", "nu", "xonsh",
			"elvish", "pwsh");

	/** One pane to ask about, by herdr's id; a new shell may still run its startup programs. */
	record Asked(String paneId, boolean newShell) {
	}

	/** One pane.process_info: the programs besides the pane's shell. */
	@FunctionalInterface
	interface Ask {
		CompletableFuture<List<String>> programs(String paneId);
	}

	private record Check(Asked pane, CompletableFuture<List<String>> answer) {
	}

	private final Scheduler scheduler;
	private final Ask ask;
	private final Deque<Check> waiting = new ArrayDeque<>();
	private int asking;

	private ProcessCheck(Scheduler scheduler, Ask ask) {
		this.scheduler = scheduler;
		this.ask = ask;
	}

	/** The programs that run besides the panes' shells, by name; empty when only shells run. */
	static List<String> programs(WriteContext context, Collection<Pane> panes) throws HerdrException, InterruptedException {
		long now = System.nanoTime();
		List<Asked> asked = panes.stream()
				.map(pane -> new Asked(context.store().herdrId(pane), now - pane.seenAtNanos() < NEW_SHELL.toNanos())).toList();
		try {
			return programs(context.scheduler(), paneId -> processInfo(context, paneId), asked).get();
		} catch (ExecutionException e) {
			if (e.getCause() instanceof HerdrException herdr) {
				throw herdr;
			}
			throw new IllegalStateException("pane.process_info could not be asked: " + e.getCause(), e.getCause());
		}
	}

	/** The same, with the asking and the clock given: a close's panes, at most {@link #AT_ONCE} at a time. */
	static CompletableFuture<List<String>> programs(Scheduler scheduler, Ask ask, List<Asked> panes) {
		ProcessCheck check = new ProcessCheck(scheduler, ask);
		List<CompletableFuture<List<String>>> answers = new ArrayList<>();
		synchronized (check) {
			for (Asked pane : panes) {
				Check one = new Check(pane, new CompletableFuture<>());
				answers.add(one.answer());
				check.waiting.add(one);
			}
		}
		check.next();
		return CompletableFuture.allOf(answers.toArray(CompletableFuture[]::new)).thenApply(all -> {
			Set<String> programs = new LinkedHashSet<>();
			answers.forEach(answer -> programs.addAll(answer.join()));
			return List.copyOf(programs);
		});
	}

	private void next() {
		List<Check> starting = new ArrayList<>();
		synchronized (this) {
			while (asking < AT_ONCE && !waiting.isEmpty()) {
				asking++;
				starting.add(waiting.poll());
			}
		}
		starting.forEach(check -> askAbout(check, scheduler.nanoTime()));
	}

	private void askAbout(Check check, long firstAsked) {
		ask.programs(check.pane().paneId()).whenComplete((programs, failure) -> {
			if (failure != null) {
				done(check, () -> check.answer().completeExceptionally(failure));
			} else if (programs.isEmpty() || !check.pane().newShell() || scheduler.nanoTime() - firstAsked >= AT_MOST.toNanos()) {
				done(check, () -> check.answer().complete(programs));
			} else {
				// herdr has no event for "the shell's startup programs ended": asked again at the seed's pace
				scheduler.after(AGAIN, () -> askAbout(check, firstAsked));
			}
		});
	}

	private void done(Check check, Runnable answer) {
		synchronized (this) {
			asking--;
		}
		answer.run();
		next();
	}

	/** One pane.process_info on a virtual thread; the answer is remembered for the next close's look. */
	private static CompletableFuture<List<String>> processInfo(WriteContext context, String paneId) {
		CompletableFuture<List<String>> answer = new CompletableFuture<>();
		Thread.ofVirtual().name("ovvi-process-info").start(() -> {
			try {
				List<String> programs = programs(context.call("pane.process_info", Params.of("pane_id", paneId)));
				context.answers().remember(paneId, programs.isEmpty());
				answer.complete(programs);
			} catch (HerdrException | RuntimeException e) {
				answer.completeExceptionally(e);
			} catch (InterruptedException e) {
				answer.cancel(false);
				Thread.currentThread().interrupt();
			}
		});
		return answer;
	}

	/**
	 * The foreground group's processes other than the shell; no list means herdr could not tell:
	 * nothing. herdr may leave out shell_pid: then a process with a shell's name is the shell.
	 */
	static List<String> programs(JsonObject reply) {
		JsonObject info = Replies.part(reply, "process_info");
		String shell = SnapshotDecoder.string(info, "shell_pid");
		List<String> programs = new ArrayList<>();
		if (info.get("foreground_processes") != null && info.get("foreground_processes").isJsonArray()) {
			for (var element : info.getAsJsonArray("foreground_processes")) {
				if (element.isJsonObject()) {
					JsonObject process = element.getAsJsonObject();
					String name = SnapshotDecoder.string(process, "name");
					boolean isShell = shell != null ? shell.equals(SnapshotDecoder.string(process, "pid"))
							: name != null && SHELLS.contains(name.startsWith("-") ? name.substring(1) : name);
					if (!isShell) {
						programs.add(name == null ? "a program" : name);
					}
				}
			}
		}
		return programs;
	}
}
