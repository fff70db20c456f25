import type { PageWords } from "~/templates/builders/define";
import type page from "./page";

export default {
  "page.label": "LOD matrix",
  "page.title": "LOD matrix: model elements by level of detail",
  "page.h1": "LOD matrix",
  "page.description": "What a Scan to BIM model holds at {{lod200}}, {{lod300}}, {{lod350}} and {{lod400}}, element by element, with the tolerance of each level: to read here or attach to a contract.",

  "hero.eyebrow": "Resources · Scan to BIM",
  "hero.lead": "Fourteen model elements, four levels of detail, and the model-to-cloud tolerance of each level in one table. Agree the level of every element before the survey starts, and the model you receive is the model you ordered.",
  "hero.actions.resources/downloads": "Download as PDF or CSV",

  "purpose.nav": "What it is for",
  "purpose.heading": "One table instead of one word",
  "purpose.blocks.one-table": "“Model it at {{lod300}}” is the sentence behind most disputes over a model of an existing building. One party reads every pipe down to the smallest branch; the other reads the walls, the slabs and the main runs. The matrix replaces the word with a cell: for each element, what is modelled and how closely it follows the point cloud.",
  "purpose.blocks.bimforum": "The levels follow the element definitions of the BIMForum LOD Specification, read for a building that already exists: at {{lod200}} an element is a generic placeholder of approximate size and position; at {{lod300}} it has its measured size, shape, position and orientation; {{lod350}} adds the interfaces with other elements; {{lod400}} adds the detail needed to fabricate and install.",
  "purpose.blocks.existing-building": "A new design can invent an element at any level. A survey can only model what the scanner saw, so every cell describes what the point cloud shows; what it cannot show is left out or marked as assumed, never drawn as if measured.",

  "matrix.nav": "The matrix",
  "matrix.heading": "What is modelled at each level",
  "matrix.intro": "Read a row to choose the level of one element; read a column to see what a level means across the model. The last row is the tolerance the finished model is checked against in the QA/QC report.",
  "matrix.caption": "Model elements by level of detail, with the model-to-cloud tolerance of each level",
  "matrix.element": "Model element",
  "matrix.tolerance": "Model-to-cloud tolerance",

  "matrix.elements.walls.name": "Walls",
  "matrix.elements.walls.levels.lod-200": "Generic walls of approximate thickness on their measured axes, full storey height.",
  "matrix.elements.walls.levels.lod-300": "Measured thickness, height and position; layers where they are visible; openings at their real size.",
  "matrix.elements.walls.levels.lod-350": "Connections to slabs, columns and curtain walls; penetrations for ducts, pipes and trays.",
  "matrix.elements.walls.levels.lod-400": "Lintels, fixings and the framing of openings where new work must fit them.",

  "matrix.elements.floors-slabs.name": "Floors and slabs",
  "matrix.elements.floors-slabs.levels.lod-200": "Generic slabs at each storey level with approximate edges.",
  "matrix.elements.floors-slabs.levels.lod-300": "Measured levels, edges and thickness; steps, falls and openings; shafts.",
  "matrix.elements.floors-slabs.levels.lod-350": "Bearings on walls and beams, edge details, penetrations and sleeves.",
  "matrix.elements.floors-slabs.levels.lod-400": "Edge profiles, embedded plates and support details for fabricated elements.",

  "matrix.elements.roofs.name": "Roofs",
  "matrix.elements.roofs.levels.lod-200": "Roof planes at their approximate pitch and outline.",
  "matrix.elements.roofs.levels.lod-300": "Measured pitches, ridges, eaves and parapets; roof openings, upstands and outlets.",
  "matrix.elements.roofs.levels.lod-350": "Rafters, purlins or trusses where visible, with their bearings.",
  "matrix.elements.roofs.levels.lod-400": "Connection details of roof steelwork and supports of new plant on the roof.",

  "matrix.elements.columns-beams.name": "Columns and beams",
  "matrix.elements.columns-beams.levels.lod-200": "Generic columns and beams in their grid, with approximate sections.",
  "matrix.elements.columns-beams.levels.lod-300": "Measured sections, positions and levels; steel sections named by their profile.",
  "matrix.elements.columns-beams.levels.lod-350": "Beam-to-column and beam-to-slab connections, bracing and bearings.",
  "matrix.elements.columns-beams.levels.lod-400": "Plates, bolts, stiffeners and welds as fabrication drawings show them.",

  "matrix.elements.stairs-ramps.name": "Stairs and ramps",
  "matrix.elements.stairs-ramps.levels.lod-200": "Generic flights and landings in their place.",
  "matrix.elements.stairs-ramps.levels.lod-300": "Measured flights, landings, treads and risers; railings and handrails as elements.",
  "matrix.elements.stairs-ramps.levels.lod-350": "Connections of stringers and landings to slabs and walls.",
  "matrix.elements.stairs-ramps.levels.lod-400": "Balusters, brackets and fixings of railings and stringers.",

  "matrix.elements.doors.name": "Doors",
  "matrix.elements.doors.levels.lod-200": "Openings with a generic door of approximate size.",
  "matrix.elements.doors.levels.lod-300": "Measured opening and leaf sizes, swing and frame; type marked when it can be seen.",
  "matrix.elements.doors.levels.lod-350": "Frames in their connection to the wall; fire doors and hardware positions noted.",
  "matrix.elements.doors.levels.lod-400": "Frame profiles and hardware as needed to order a replacement.",

  "matrix.elements.windows.name": "Windows",
  "matrix.elements.windows.levels.lod-200": "Openings with a generic window of approximate size.",
  "matrix.elements.windows.levels.lod-300": "Measured openings, sill and head levels, frames and their division into panes.",
  "matrix.elements.windows.levels.lod-350": "Reveals, sills and the connection of frames to the wall.",
  "matrix.elements.windows.levels.lod-400": "Frame and sash profiles as needed to order replacements.",

  "matrix.elements.curtain-walls.name": "Curtain walls and facade elements",
  "matrix.elements.curtain-walls.levels.lod-200": "Facade as generic panels on its measured plane.",
  "matrix.elements.curtain-walls.levels.lod-300": "Measured grid of mullions and transoms, panels, cladding joints, cornices and balconies.",
  "matrix.elements.curtain-walls.levels.lod-350": "Brackets and anchors where visible; connections to slabs and columns.",
  "matrix.elements.curtain-walls.levels.lod-400": "Profiles, brackets and panel edges for the fabrication of new elements.",

  "matrix.elements.ceilings.name": "Ceilings",
  "matrix.elements.ceilings.levels.lod-200": "Generic suspended ceilings at their approximate height.",
  "matrix.elements.ceilings.levels.lod-300": "Measured heights, bulkheads and outlines; grid direction; access hatches.",
  "matrix.elements.ceilings.levels.lod-350": "Hangers and the void above where it was scanned with tiles lifted.",
  "matrix.elements.ceilings.levels.lod-400": "Suspension detail where new services must be fixed through the ceiling.",

  "matrix.elements.ducts.name": "MEP: ducts",
  "matrix.elements.ducts.levels.lod-200": "Main ducts as zones along their route.",
  "matrix.elements.ducts.levels.lod-300": "Ducts at measured size and route down to the size agreed in the brief; grilles and dampers.",
  "matrix.elements.ducts.levels.lod-350": "Fittings, hangers, supports and penetrations through walls and slabs.",
  "matrix.elements.ducts.levels.lod-400": "Flanges, connection points and access panels at real dimensions.",

  "matrix.elements.pipes.name": "MEP: pipes",
  "matrix.elements.pipes.levels.lod-200": "Main pipe runs as zones along their route.",
  "matrix.elements.pipes.levels.lod-300": "Pipes at measured diameter and route down to the size agreed in the brief; valves as elements.",
  "matrix.elements.pipes.levels.lod-350": "Fittings, supports and hangers, insulation thickness, penetrations.",
  "matrix.elements.pipes.levels.lod-400": "Flanges, valves and fittings at real dimensions, with tie-in points.",

  "matrix.elements.cable-trays.name": "MEP: cable trays",
  "matrix.elements.cable-trays.levels.lod-200": "Main tray and ladder routes as zones.",
  "matrix.elements.cable-trays.levels.lod-300": "Trays and ladders at measured width, height and route; risers.",
  "matrix.elements.cable-trays.levels.lod-350": "Bends, tees, supports and penetrations.",
  "matrix.elements.cable-trays.levels.lod-400": "Support brackets and fixings where new trays are prefabricated.",

  "matrix.elements.equipment.name": "MEP: equipment",
  "matrix.elements.equipment.levels.lod-200": "Equipment as boxes of approximate size: air handlers, pumps, tanks, panels.",
  "matrix.elements.equipment.levels.lod-300": "Measured envelopes with nozzles and connection points; labels where legible.",
  "matrix.elements.equipment.levels.lod-350": "Bases, plinths, supports and the clearances for maintenance.",
  "matrix.elements.equipment.levels.lod-400": "Connection flanges, anchor points and details for the replacement unit.",

  "matrix.elements.site-terrain.name": "Site and terrain",
  "matrix.elements.site-terrain.levels.lod-200": "Terrain surface and the outlines of paved areas.",
  "matrix.elements.site-terrain.levels.lod-300": "Measured terrain, kerbs, paving edges, retaining walls and visible utility covers.",
  "matrix.elements.site-terrain.levels.lod-350": "Connections of the building to the ground: steps, ramps, drainage channels.",
  "matrix.elements.site-terrain.levels.lod-400": "Edge and base details where new external works must connect.",

  "contract.nav": "In a contract",
  "contract.heading": "How to use it in a contract",
  "contract.blocks.attach": "Attach the matrix to the contract or the BIM execution plan as the definition of the levels, and state the level of each element beside it. The PDF has a blank column for this; the CSV opens in a spreadsheet for the same purpose.",
  "contract.blocks.by-element": "### Mix levels by element\n\nA refurbishment rarely needs one level everywhere. Walls, slabs and openings at {{lod300}}, ceilings and site at {{lod200}}, and ducts and pipes at {{lod300}} only where they are to be kept is a common, economical set.",
  "contract.blocks.by-area": "### Mix levels by area\n\nWhere new work connects to old, a plant room, a riser or a structural bay can be modelled at {{lod350}} or {{lod400}} while the rest of the building stays at {{lod300}}. Mark those zones on a plan and attach it with the matrix.",
  "contract.blocks.example": "A brief then reads like this:\n\n- Architecture and structure, all floors: {{lod300}}\n- Plant room and risers, ducts, pipes and trays: {{lod350}}\n- Ceilings outside the plant room: {{lod200}}",
  "contract.blocks.tolerance-clause": "The tolerance row is what acceptance is checked against: the QA/QC report compares the model with the point cloud element by element and shows where the tolerance is met and where the building itself deviates.",

  "notes.nav": "Notes",
  "notes.heading": "Notes on the matrix",
  "notes.items.hidden": "What the scanner cannot see (inside walls, above closed ceilings, under insulation) is not modelled at any level unless it is opened up or existing drawings are supplied; elements taken from drawings are marked as such.",
  "notes.items.deviations": "A model follows the building as it is: walls out of plumb or slabs out of level stay so at {{lod300}} and above, within the tolerance, rather than being straightened.",
  "notes.items.families": "Elements are built from your Revit template and families when you send them; otherwise from ours, named as your BIM execution plan requires.",
  "notes.items.minimum-size": "For ducts, pipes and trays, agree the smallest size to be modelled in the survey brief: it changes the modelling time more than the level itself.",
  "notes.items.own-definitions": "If your BIM execution plan defines its own levels or uses LOI for information, we follow it; the matrix then serves as a checklist of what each element should contain.",

  "related.nav": "Where it is used",
  "related.heading": "Where the matrix is used",

  "cta.heading": "Choose the levels with us",
  "cta.text": "Send us plans or a few photos and tell us what the model is for. We mark up the matrix element by element and quote a fixed fee for exactly that scope.",
} satisfies PageWords<typeof page>;
