package ovvi.cards.git.repo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

/** What the parser makes of diff text alone: kinds, hunks and their patches, a cut. */
class DiffParserTest {

	private static final String TWO_HUNKS = """
			diff --git a/f b/f
			index 1111111..2222222 100644
			--- a/f
			+++ b/f
			@@ -1,3 +1,3 @@
			 1
			-2
			+two
			 3
			@@ -10,2 +10,2 @@
			 10
			-11
			\\ No newline at end of file
			+eleven
			\\ No newline at end of file
			""";

	@Test
	void linesHaveTheirKindsAndEachHunkIsAPatchWithItsHeader() {
		Diff diff = DiffParser.parse(TWO_HUNKS, 1000);
		assertEquals(List.of(Diff.Kind.FILE, Diff.Kind.FILE, Diff.Kind.FILE, Diff.Kind.FILE, Diff.Kind.HUNK, Diff.Kind.CONTEXT,
				Diff.Kind.REMOVED, Diff.Kind.ADDED, Diff.Kind.CONTEXT, Diff.Kind.HUNK, Diff.Kind.CONTEXT, Diff.Kind.REMOVED,
				Diff.Kind.NOTE, Diff.Kind.ADDED, Diff.Kind.NOTE), diff.lines().stream().map(Diff.Line::kind).toList());
		assertEquals(2, diff.hunks().size());
		assertEquals(1, diff.hunkAt(12));
		assertEquals(-1, diff.hunkAt(2));
		assertEquals("""
				diff --git a/f b/f
				index 1111111..2222222 100644
				--- a/f
				+++ b/f
				@@ -10,2 +10,2 @@
				 10
				-11
				\\ No newline at end of file
				+eleven
				\\ No newline at end of file
				""", diff.patch(1));
		assertFalse(diff.truncated());
	}

	@Test
	void aLongDiffIsCutAndItsLastHunkNotOffered() {
		Diff cut = DiffParser.parse(TWO_HUNKS, 12);
		assertTrue(cut.truncated());
		assertEquals(12, cut.lines().size());
		assertEquals(1, cut.hunks().size(), "the first hunk is whole; the cut one is not offered");
	}

	@Test
	void aBinaryFileHasNoHunks() {
		Diff binary = DiffParser.parse("diff --git a/p.png b/p.png\nindex 1..2 100644\nBinary files a/p.png and b/p.png differ\n", 100);
		assertEquals(List.of(), binary.hunks());
		assertTrue(binary.lines().stream().allMatch(line -> line.kind() == Diff.Kind.FILE));
	}
}
