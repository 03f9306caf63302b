package ovvi.sim.vt;

import java.util.List;

/**
 * Renders a screen into a client's grid as herdr's terminal frames do: synchronized-update
 * brackets, cursor hidden while drawing, rows clipped or padded at the top-left, and after the
 * first (full) frame only the rows that changed.
 */
public final class FrameRenderer {

    private static final String ESC = "\u001b";

    private String[] lastRows;
    private int[] lastCursor;
    private boolean lastCursorVisible;

    /** @return the ANSI bytes of the next frame, or null when nothing changed since the last one */
    public String render(Screen screen, int width, int height, boolean full) {
        List<Line> view = screen.viewport();
        int[] cursor = screen.cursor();
        boolean cursorVisible = screen.cursorVisible();
        String[] rows = new String[height];
        for (int r = 0; r < height; r++) {
            rows[r] = r < view.size() ? view.get(r).ansi(width) : "";
        }
        boolean sizeChanged = lastRows == null || lastRows.length != height;
        if (!full && !sizeChanged && java.util.Arrays.equals(rows, lastRows)
                && java.util.Arrays.equals(cursor, lastCursor) && cursorVisible == lastCursorVisible) {
            return null;
        }
        StringBuilder out = new StringBuilder();
        out.append(ESC).append("[?2026h").append(ESC).append("[?25l").append(ESC).append("]8;;").append(ESC).append('\\');
        if (full || sizeChanged) {
            out.append(ESC).append("[0m").append(ESC).append("[H").append(ESC).append("[2J");
        }
        for (int r = 0; r < height; r++) {
            if (full || sizeChanged || !rows[r].equals(lastRows[r])) {
                out.append(ESC).append('[').append(r + 1).append(";1H").append(ESC).append("[0m")
                        .append(ESC).append("[2K").append(rows[r]);
            }
        }
        out.append(ESC).append("[0m").append(ESC).append('[').append(Math.min(cursor[1], height - 1) + 1).append(';')
                .append(Math.min(cursor[0], width - 1) + 1).append('H');
        if (cursorVisible) {
            out.append(ESC).append("[?25h");
        }
        out.append(ESC).append("[?2026l");
        lastRows = rows;
        lastCursor = cursor;
        lastCursorVisible = cursorVisible;
        return out.toString();
    }
}
