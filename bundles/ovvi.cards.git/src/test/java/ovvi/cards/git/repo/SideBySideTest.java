package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;

import org.junit.jupiter.api.Test;

/** A unified diff laid out in two columns. */
class SideBySideTest {

	private static String side(SideBySide.Cell cell) {
		return cell == null ? "·" : (cell.number() > 0 ? cell.number() + " " : "") + cell.text();
	}

	private static List<String> rows(String unified) {
		return SideBySide.of(DiffParser.parse(unified, 1000)).rows().stream().map(row -> side(row.old()) + " | " + side(row.now()))
				.toList();
	}

	@Test
	void unchangedLinesFaceEachOtherAndARemovedRunFacesTheAddedRunAfterIt() {
		assertEquals(List.of(
				"diff --git a/f b/f | diff --git a/f b/f",
				"--- a/f | --- a/f",
				"+++ b/f | +++ b/f",
				"@@ -4,5 +4,4 @@ | @@ -4,5 +4,4 @@",
				"4 four | 4 four",
				"5 five | 5 FIVE",
				"6 six | 6 SIX",
				"7 seven | ·",
				"8 eight | 7 eight",
				"· | 8 added at the end"), rows("""
						diff --git a/f b/f
						--- a/f
						+++ b/f
						@@ -4,5 +4,4 @@
						 four
						-five
						-six
						-seven
						+FIVE
						+SIX
						 eight
						+added at the end
						"""));
	}

	@Test
	void aNoteFollowsTheLineItIsAbout() {
		List<String> rows = rows("""
				diff --git a/f b/f
				--- a/f
				+++ b/f
				@@ -1 +1 @@
				-old
				\\ No newline at end of file
				+new
				\\ No newline at end of file
				""");
		assertEquals(List.of("1 old | 1 new", "\\ No newline at end of file | \\ No newline at end of file"), rows.subList(4, 6));
	}

	@Test
	void eachRowKnowsItsHunk() {
		Diff diff = DiffParser.parse("""
				diff --git a/f b/f
				--- a/f
				+++ b/f
				@@ -1,2 +1,2 @@
				 a
				-b
				+B
				@@ -9 +9 @@
				-y
				+Y
				""", 1000);
		List<Integer> hunks = SideBySide.of(diff).rows().stream().map(row -> diff.hunkAt(row.diffLine())).toList();
		assertEquals(List.of(-1, -1, -1, 0, 0, 0, 1, 1), hunks);
	}
}
