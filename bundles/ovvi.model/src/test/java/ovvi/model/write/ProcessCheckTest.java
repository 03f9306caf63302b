package ovvi.model.write;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import ovvi.model.pacing.ManualScheduler;

/**
 * A close's look at what runs in its panes, with a hand-moved clock: herdr's answers come when
 * the test gives them, so the 8-at-a-time limit and the 200 ms / 0.8 s rule are exact.
 */
class ProcessCheckTest {

	private final ManualScheduler clock = new ManualScheduler();
	/** Each pane.process_info asked and not answered yet, in order. */
	private final Deque<Map.Entry<String, CompletableFuture<List<String>>>> asked = new ArrayDeque<>();
	private final List<String> askedAt = new ArrayList<>();

	private CompletableFuture<List<String>> ask(String paneId) {
		CompletableFuture<List<String>> answer = new CompletableFuture<>();
		asked.add(Map.entry(paneId, answer));
		askedAt.add(paneId + "@" + clock.nanoTime() / 1_000_000);
		return answer;
	}

	private void answer(List<String> programs) {
		asked.removeFirst().getValue().complete(programs);
	}

	private CompletableFuture<List<String>> check(ProcessCheck.Asked... panes) {
		return ProcessCheck.programs(clock, this::ask, List.of(panes));
	}

	@Test
	void atMostEightPanesAreAskedAtATime() {
		List<ProcessCheck.Asked> panes = new ArrayList<>();
		for (int i = 1; i <= 12; i++) {
			panes.add(new ProcessCheck.Asked("w1:p" + i, false));
		}
		CompletableFuture<List<String>> programs = ProcessCheck.programs(clock, this::ask, panes);
		assertEquals(8, asked.size());
		answer(List.of());
		assertEquals(8, asked.size(), "one answered: the ninth is asked");
		assertEquals("w1:p9", asked.getLast().getKey());
		answer(List.of("vim"));
		while (!asked.isEmpty()) {
			answer(List.of());
		}
		assertEquals(12, askedAt.size());
		assertEquals(List.of("vim"), programs.join());
	}

	@Test
	void aNewShellIsAskedAgainEvery200msUpTo800msWhileItRunsStartupPrograms() {
		CompletableFuture<List<String>> programs = check(new ProcessCheck.Asked("w1:p1", true));
		for (int i = 0; i < 4; i++) {
			answer(List.of("ls"));
			clock.advance(Duration.ofMillis(199));
			assertTrue(asked.isEmpty(), "not asked again before 200 ms");
			clock.advance(Duration.ofMillis(1));
		}
		answer(List.of("ls"));
		clock.advance(Duration.ofSeconds(5));
		assertEquals(List.of("w1:p1@0", "w1:p1@200", "w1:p1@400", "w1:p1@600", "w1:p1@800"), askedAt);
		assertEquals(List.of("ls"), programs.join(), "a program found after the wait is asked about");
	}

	@Test
	void aNewShellThatSettlesShowsOnlyItsShellAndAnOldOneIsAskedOnce() {
		CompletableFuture<List<String>> programs = check(new ProcessCheck.Asked("w1:p1", true), new ProcessCheck.Asked("w1:p2", false));
		answer(List.of("sort"));
		answer(List.of("make"));
		clock.advance(Duration.ofMillis(200));
		assertFalse(programs.isDone());
		answer(List.of());
		assertEquals(List.of("w1:p1@0", "w1:p2@0", "w1:p1@200"), askedAt);
		assertEquals(List.of("make"), programs.join());
	}

	@Test
	void aReplyWithoutShellPidTakesAProcessWithAShellsNameForTheShell() {
		assertEquals(List.of("vim"), ProcessCheck.programs(reply(
				"{\"foreground_processes\":[{\"pid\":10,\"name\":\"bash\"},{\"pid\":11,\"name\":\"vim\"}]}")));
		assertEquals(List.of(), ProcessCheck.programs(reply("{\"foreground_processes\":[{\"pid\":10,\"name\":\"-zsh\"}]}")));
		assertEquals(List.of("a program"), ProcessCheck.programs(reply("{\"foreground_processes\":[{\"pid\":12}]}")),
				"a process without a name is a program");
		assertEquals(List.of("bash"), ProcessCheck.programs(reply(
				"{\"shell_pid\":10,\"foreground_processes\":[{\"pid\":11,\"name\":\"bash\"}]}")), "a shell run from the shell is a program");
		assertEquals(List.of(), ProcessCheck.programs(reply("{\"shell_pid\":10}")), "no list: herdr could not tell");
	}

	private static JsonObject reply(String processInfo) {
		return JsonParser.parseString("{\"type\":\"pane_process_info\",\"process_info\":" + processInfo + "}").getAsJsonObject();
	}
}
