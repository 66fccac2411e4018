~VERSION INFORMATION
VERS.  3.0                                                      :CWLS LOG ASCII STANDARD - VERSION 3.0
WRAP.  NO                                                       :ONE LINE PER STEP
DLM .  TAB                                                      :DELIMITING CHARACTER BETWEEN DATA COLUMNS
PROD.  Dummy Corp.                                              :LAS Producer
PROG.  Dummy Prog.                                              :LAS Program name
CREA.  01/01/2001                                               :LAS Creation date  {MM/DD/YYYY}
~WELL INFORMATION BLOCK
#MNEM                   .UNIT              DATA                 DESCRIPTION OF MNEMONIC
#----                   -----              ----                 -----------------------
STRT                    .ft                18127.0000           :START DEPTH
STOP                    .ft                22465.0000           :STOP DEPTH
STEP                    .ft                0.25                 :STEP VALUE
NULL                    .                  -999.25              :NULL VALUE
COMP                    .                  DUMMY COMP           :COMPANY NAME
WELL                    .                  DUMMY WELL           :WELL NAME
FLD                     .                  DUMMY FIELD          :FIELD NAME
RIGN                    .                  DUMMY RIG            :RIG NAME
RIGTYP                  .                  DUMMY RIG            :RIG TYPE
SON                     .                                       :Service Order Number
SRVC                    .                  DUMMY CORP           :SERVICE COMPANY NAME
SRVL                    .                  Mud Logging          :SERVICE LINE NAME
LOGC                    .                  Geoservices          :LOGGING COMPANY NAME
DEGT                    .                  GZG                  :DEGASSER TYPE NAME
DETT                    .                  Reserval V2          :DEECTOR TYPE NAME
APPC                    .                                       :APPLIED CORRECTIONS
DATE                    .                  01/01/2000 12:00 PM  :DATE
CLAB                    .                  DUMMY COUNTY         :County label
SLAB                    .                  DUMMY STATE          :State/Province label
PROV                    .                                       :State or Province
CTRY                    .                  DUMMY COUNTRY        :COUNTRY
CONT_REGION             .                                       :Continent Region
SECT                    .                                       :Section
TOWN                    .                                       :Township
RANGE                   .                                       :Range
API                     .                                       :API Number
UWI                     .                                       :UNIQUE WELL IDENTIFIER
LUL                     .                                       :Logging Unit Location
LUN                     .                  DUMMY NUMBER         :Logging Unit Number
LOC                     .                                       :Field Location
FL1                     .                                       :Field Location line 1
FL2                     .                                       :Field Location line 2
LATI                    .deg                                    :Latitude
LONG                    .deg                                    :Local Permanent Datum
PDAT                    .                                       :Geodetic Datum
GDAT                    .                                       :Geodetic Datum
LMF                     .                                       :Logging Measured From
APD                     .ft                                     :Elevation of Depth Reference (LMF) above Permanent Datum
EPD                     .ft                                     :Elevation of Permanent Datum (PDAT) above Mean Sea Level
EKD                     .ft                                     :Elevation of Kelly Bushing above Permanent Datum
EDF                     .ft                                     :Elevation of Drill Floor above Permanent Datum
~Drilling_Definition
#MNEM                   .UNIT              API CODE             CURVE DESCRIPTION
#----                   -----              --------             -----------------
Depth                   .ft                                     :Depth
Total_Vertical_Depth    .ft                                     :Total Vertical Depth (ft)   {F}
Rate_Of_Penetration     .ft/min                                 :Rate Of Penetration (ft/min)   {F}
Rate2_Of_Penetration    .ft/h                                   :Rate2 Of Penetration (ft/h)   {F}
Weight_On_Hook          .klbm                                   :Weight On Hook (klbm)   {F}
Weight_On_Bit_Driller   .klbm                                   :Weight On Bit Driller (klbm)   {F}
Surface_RPM             .1/min                                  :Surface RPM (1/min)   {F}
Surface_Torque          .klbf.ft                                :Surface Torque (klbf.ft)   {F}
Torque_Max              .klbf.ft                                :Torque Max (klbf.ft)   {F}
Stand_Pipe_Pressure     .psi                                    :Stand Pipe Pressure (psi)   {F}
FlowOut_Paddle          .%                                      :FlowOut Paddle (%)   {F}
D-Exponent              .Euc                                    :D-Exponent (Euc)   {F}
Pump1_Speed             .1/min                                  :Pump1 Speed (1/min)   {F}
Pump2_Speed             .1/min                                  :Pump2 Speed (1/min)   {F}
Pump3_Speed             .1/min                                  :Pump3 Speed (1/min)   {F}
Pump4_Speed             .1/min                                  :Pump4 Speed (1/min)   {F}
Pump5_Speed             .1/min                                  :Pump5 Speed (1/min)   {F}
Total_RPM_[Surface_+_DHM] .1/min                                  :Total RPM [Surface + DHM] (1/min)   {F}
Temperature_Out         .degF                                   :Temperature Out (degF)   {F}
Mud_Weight_In_at_Bit    .ppg                                    :Mud Weight In at Bit (ppg)   {F}
Mud_Weight_Out          .ppg                                    :Mud Weight Out (ppg)   {F}
MWD_Equivalent_Circulation_Density .ppg                                    :MWD Equivalent Circulation Density (ppg)   {F}
Recording_date          .unitless                               :Recording date{MM/dd/yyyy HH:mm:ss}
#
#-----------------------------------------------------------
# Depth(ft)	Total Vertical Depth (ft)	Rate Of Penetration (ft/min)	Rate2 Of Penetration (ft/h)	Weight On Hook (klbm)	Weight On Bit Driller (klbm)	Surface RPM (1/min)	Surface Torque (klbf.ft)	Torque Max (klbf.ft)	Stand Pipe Pressure (psi)	FlowOut Paddle (%)	D-Exponent (Euc)	Pump1 Speed (1/min)	Pump2 Speed (1/min)	Pump3 Speed (1/min)	Pump4 Speed (1/min)	Pump5 Speed (1/min)	Total RPM [Surface + DHM] (1/min)	Temperature Out (degF)	Mud Weight In at Bit (ppg)	Mud Weight Out (ppg)	MWD Equivalent Circulation Density (ppg)	     Recording date
#-----------------------------------------------------------
~Drilling_Data | Drilling_Definition
     18127.0000	               16912.1441	                      0.9973	                    59.8372	             881.9649	                     26.8639	             0.0000	                  4.9400	              4.9400	                2637.8287	           44.6747	         -1.0150	             0.0000	            57.6600	            57.6000	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.4494	             13.0845	                                 13.0676	02/28/2021 08:22:54
     18127.2500	               16912.3558	                      1.1836	                    71.0172	             878.2968	                     30.5320	             0.0000	                  4.9400	              4.9400	                2648.7559	           43.8208	         -1.0150	             0.0000	            57.6600	            57.6000	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.8362	             13.0845	                                 -999.25	02/28/2021 08:22:58
     18127.5000	               16912.5674	                      6.6142	                   396.8634	             878.6959	                     30.1329	             0.0000	                  4.9445	              4.9490	                2671.4195	           44.3038	         -1.0150	             0.0000	            57.6300	            57.6000	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.7741	             13.0845	                                 13.0603	02/28/2021 08:23:01
     18127.7500	               16912.7791	                      5.6299	                   337.8063	             879.2154	                     29.6134	             0.0000	                  4.9460	              4.9490	                2665.6185	           44.2225	         -1.0150	             0.0000	            57.6400	            57.6000	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.7991	             13.0845	                                 -999.25	02/28/2021 08:23:03
     18128.0000	               16912.9907	                      9.0551	                   543.3249	             878.5819	                     30.2469	             0.0000	                  4.9355	              4.9400	                2686.5962	           44.7820	         -1.0150	             0.0000	            57.6000	            57.6000	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.6829	             13.0845	                                 13.0816	02/28/2021 08:23:04
     18128.2500	               16913.2024	                     10.4331	                   626.0047	             877.9529	                     30.8759	             0.0000	                  4.9400	              4.9400	                2675.4666	           44.6991	         -1.0150	             0.0000	            57.6000	            57.6600	            57.7200	             0.0000	                           0.0000	               64.1661	                    4.8424	             13.0845	                                 -999.25	02/28/2021 08:23:06
